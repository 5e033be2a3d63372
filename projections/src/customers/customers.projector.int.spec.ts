import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { customersProjector } from './customers.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
const STREAM = `customer-${CUSTOMER}`;

const metadata = (occurredAt: string): EventMetadata => ({
  actorId: 'u1',
  actorName: 'Elena Conti',
  actorRole: 'entity_administrator',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt,
});

let position = 6;
function recorded(revision: number, type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    stream: STREAM,
    revision,
    position,
    type,
    schemaVersion: 1,
    data: { customerId: CUSTOMER, ...data },
    metadata: metadata(`2025-04-01T09:${String(position).padStart(2, '0')}:00.000Z`),
  };
}

describe.each(testDatabases())('customers projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    position = 6;
    db = await factory.create();
    for (const migration of customersProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  const created = () =>
    recorded(0, 'CustomerCreated', {
      entityId: ENTITY,
      companyName: 'Officine Demo S.p.A.',
      vatNumber: '01234567897',
      address: 'Via dell’Industria 5',
      city: 'Bergamo',
    });

  it('writes one row per customer with its tenant, once even when the event is replayed', async () => {
    const event = created();
    await db.transaction((tx) => customersProjector.apply(event, tx));
    await db.transaction((tx) => customersProjector.apply(event, tx));
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
      revision: 0,
      groups: [],
      last_position: 7,
    });
    expect(new Date(rows[0].created_at as string).toISOString()).toBe('2025-04-01T09:07:00.000Z');
  });

  it('keeps the card, the factories and the departments after a whole history, in one batch or event by event', async () => {
    const history = [
      created(),
      recorded(1, 'CustomerUpdated', { city: 'Milano', ateco: '25.62.00' }),
      recorded(2, 'CustomerContractsSet', {
        md: { start: '2025-01-01', end: '2025-12-31' },
        fr: { start: null, end: null },
        sr: { start: null, end: null },
      }),
      recorded(3, 'CustomerStaffSet', {
        doctors: [{ userId: 'u-doc', role: 'Medico competente' }],
        healthCoordinatorIds: [],
        secretaryIds: ['u-sec'],
      }),
      recorded(4, 'CustomerAccessSet', { general: 'GOLD', md: 'SILVER', fr: 'PLATINUM', hse: 'DISABLED', wwbi: true }),
      recorded(5, 'CustomerGroupsSet', { groups: ['Metalmeccanica'] }),
      recorded(6, 'CustomerNoteSet', { note: 'Pagamenti a 60 giorni' }),
      recorded(7, 'CustomerNoticeSet', { notice: 1 }),
      recorded(8, 'FactoryAdded', {
        factoryId: 'f1',
        name: 'Sede di Bergamo',
        address: 'Via Roma 1',
        city: 'Bergamo',
        lat: 45.69,
        lng: 9.67,
      }),
      recorded(9, 'FactoryAdded', { factoryId: 'f2', name: 'Magazzino', address: null, city: null, lat: null, lng: null }),
      recorded(10, 'FactoryUpdated', { factoryId: 'f1', lat: 45.7 }),
      recorded(11, 'FactoryModulesSet', { factoryId: 'f1', modules: ['DVR', 'CHIM'] }),
      recorded(12, 'DepartmentAdded', { factoryId: 'f1', departmentId: 'd1', name: 'Officina' }),
      recorded(13, 'DepartmentAdded', { factoryId: 'f1', departmentId: 'd2', name: 'Uffici' }),
      recorded(14, 'DepartmentRenamed', { factoryId: 'f1', departmentId: 'd1', name: 'Reparto saldatura' }),
      recorded(15, 'DepartmentRemoved', { factoryId: 'f1', departmentId: 'd2' }),
      recorded(16, 'FactoryClosed', { factoryId: 'f2' }),
      recorded(17, 'CustomerResigned', { resignedOn: '2025-06-30' }),
    ];
    const dump = async () => ({
      customers: (await db.query('SELECT * FROM customers ORDER BY id')).rows,
      factories: (await db.query('SELECT * FROM customer_factories ORDER BY id')).rows,
      departments: (await db.query('SELECT * FROM customer_departments ORDER BY id')).rows,
    });

    await db.transaction((tx) => customersProjector.applyBatch!(history, tx));
    // A replay of the whole log changes nothing.
    await db.transaction((tx) => customersProjector.applyBatch!(history, tx));
    const batched = await dump();
    expect(batched.customers[0]).toMatchObject({
      city: 'Milano',
      ateco: '25.62.00',
      contracts: { md: { start: '2025-01-01', end: '2025-12-31' } },
      staff: { doctors: [{ userId: 'u-doc', role: 'Medico competente' }], secretaryIds: ['u-sec'] },
      access: { general: 'GOLD', wwbi: true },
      groups: ['Metalmeccanica'],
      note: 'Pagamenti a 60 giorni',
      default_notice: 1,
      resigned: true,
      resigned_on: '2025-06-30',
      revision: 17,
    });
    expect(batched.factories).toEqual([
      expect.objectContaining({
        id: 'f1',
        customer_id: CUSTOMER,
        entity_id: ENTITY,
        name: 'Sede di Bergamo',
        lat: 45.7,
        lng: 9.67,
        modules: ['DVR', 'CHIM'],
        closed: false,
      }),
      expect.objectContaining({ id: 'f2', name: 'Magazzino', closed: true }),
    ]);
    expect(batched.departments).toEqual([
      expect.objectContaining({ id: 'd1', factory_id: 'f1', customer_id: CUSTOMER, name: 'Reparto saldatura' }),
    ]);

    for (const table of ['customers', 'customer_factories', 'customer_departments']) await db.query(`DELETE FROM ${table}`);
    for (const event of history) await db.transaction((tx) => customersProjector.apply(event, tx));
    expect(await dump()).toEqual(batched);
  });
});
