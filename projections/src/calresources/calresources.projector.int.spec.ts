import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { getCalResource, listCalResources } from './calresources-queries';
import { calResourcesProjector } from './calresources.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const OTHER_ENTITY = '22222222-2222-4222-8222-333333333333';
const SALA = '55555555-5555-4555-8555-555555555551';
const ECO = '55555555-5555-4555-8555-555555555552';
const AULA = '55555555-5555-4555-8555-555555555553';
const FOREIGN = '55555555-5555-4555-8555-555555555554';

let position = 0;
const metadata = (minute: number): EventMetadata => ({
  actorId: 'u1',
  actorName: 'Elena Conti',
  actorRole: 'doctor',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: new Date(Date.UTC(2025, 3, 1, 9, minute)).toISOString(),
});
const event = (id: string, revision: number, type: string, data: unknown): RecordedEvent => ({
  id: `ev-${++position}`,
  stream: `calresource-${id}`,
  revision,
  position,
  type,
  schemaVersion: 1,
  data,
  metadata: metadata(position),
});
const created = (id: string, entityId: string, type: string, name: string, capacity: number | null) =>
  event(id, 0, 'CalResourceCreated', {
    calResourceId: id,
    entityId,
    type,
    name,
    kind: null,
    location: null,
    address: null,
    capacity,
  });

function history(): RecordedEvent[] {
  position = 0;
  return [
    created(SALA, ENTITY, 'classrooms', 'Sala 1', 10),
    created(ECO, ENTITY, 'resources', 'Ecografo', null),
    created(AULA, ENTITY, 'classrooms', 'Aula magna', 40),
    created(FOREIGN, OTHER_ENTITY, 'classrooms', 'Sala altrui', 5),
    event(SALA, 1, 'CalResourceUpdated', { calResourceId: SALA, location: 'Bergamo', capacity: 12 }),
    event(AULA, 1, 'CalResourceDeactivated', { calResourceId: AULA }),
    event(SALA, 2, 'CalResourceDeactivated', { calResourceId: SALA }),
    event(SALA, 3, 'CalResourceReactivated', { calResourceId: SALA }),
    // A second creation of the same record (a replayed or duplicated event) changes nothing.
    event(SALA, 4, 'CalResourceCreated', { calResourceId: SALA, entityId: ENTITY, type: 'resources', name: 'Doppione', capacity: null }),
  ];
}

describe.each(testDatabases())('calresources projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of calResourcesProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  const dump = async () => (await db.query('SELECT * FROM calresources ORDER BY id')).rows;

  it('folds creation, update, deactivation and reactivation; lists active first by name, inside the entity', async () => {
    await db.transaction((tx) => calResourcesProjector.applyBatch!(history(), tx));
    expect(await getCalResource(db, ENTITY, SALA)).toMatchObject({
      type: 'classrooms',
      name: 'Sala 1',
      location: 'Bergamo',
      capacity: 12,
      active: true,
      revision: 3,
    });
    expect(await getCalResource(db, ENTITY, FOREIGN)).toBeNull();
    expect((await listCalResources(db, ENTITY, 'classrooms')).map((r) => [r.name, r.active])).toEqual([
      ['Sala 1', true],
      ['Aula magna', false],
    ]);
    expect((await listCalResources(db, ENTITY, 'resources')).map((r) => r.name)).toEqual(['Ecografo']);
    expect(await listCalResources(db, null)).toHaveLength(4);
  });

  it('leaves the same rows event by event, in one batch, in odd batches and when replayed (rebuild equals live)', async () => {
    const events = history();
    await db.transaction((tx) => calResourcesProjector.applyBatch!(events, tx));
    const oneBatch = await dump();
    await db.query('TRUNCATE calresources');
    for (const e of events) await db.transaction((tx) => calResourcesProjector.apply(e, tx));
    expect(await dump()).toEqual(oneBatch);
    await db.query('TRUNCATE calresources');
    for (let from = 0; from < events.length; from += 3)
      await db.transaction((tx) => calResourcesProjector.applyBatch!(events.slice(from, from + 3), tx));
    expect(await dump()).toEqual(oneBatch);
    await db.transaction((tx) => calResourcesProjector.applyBatch!(events, tx));
    expect(await dump()).toEqual(oneBatch);
  });
});
