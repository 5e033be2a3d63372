import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { customersProjector } from './customers.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';

const metadata: EventMetadata = {
  actorId: 'u1',
  actorName: 'Elena Conti',
  actorRole: 'entity_administrator',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: '2025-04-01T09:30:00.000Z',
};

const created: RecordedEvent = {
  id: 'e1',
  stream: `customer-${CUSTOMER}`,
  revision: 0,
  position: 7,
  type: 'CustomerCreated',
  schemaVersion: 1,
  data: { customerId: CUSTOMER, entityId: ENTITY, companyName: 'Officine Demo S.p.A.', vatNumber: '01234567897', address: 'Via dell’Industria 5', city: 'Bergamo' },
  metadata,
};

describe.each(testDatabases())('customers projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of customersProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  it('writes one row per customer with its tenant, once even when the event is replayed', async () => {
    await db.transaction((tx) => customersProjector.apply(created, tx));
    await db.transaction((tx) => customersProjector.apply(created, tx));
    const { rows } = await db.query('SELECT * FROM customers');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: CUSTOMER,
      entity_id: ENTITY,
      company_name: 'Officine Demo S.p.A.',
      vat_number: '01234567897',
      city: 'Bergamo',
      fiscal_code: null,
      resigned: false,
      last_position: 7,
    });
    expect(new Date(rows[0].created_at as string).toISOString()).toBe('2025-04-01T09:30:00.000Z');
  });
});
