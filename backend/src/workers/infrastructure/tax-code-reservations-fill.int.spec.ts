import type { EventStore, Database } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { EventStoreDbEventStore } from '../../event-store/eventstoredb/eventstoredb-event-store';
import { InMemoryEventStoreDbClient } from '../../event-store/eventstoredb/testing/in-memory-eventstoredb-client';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { event } from '../../event-store/testing/event-store-fixtures';
import { TAX_CODE_SCOPE } from '../domain/worker-reservations';
import { fillTaxCodeReservations } from './tax-code-reservations-fill';

const CODE = 'RSSMRA85T10A562S';
const hired = (workerId: string, customerId: string, fiscalCode: string | null = CODE) =>
  event('WorkerHired', {
    workerId,
    entityId: 'e1',
    customerId,
    factoryId: null,
    firstName: 'Mario',
    lastName: 'Rossi',
    sex: 'M',
    birthDate: '1985-12-10',
    birthPlace: 'San Giuliano Terme',
    birthPlaceCode: 'A562',
    fiscalCode,
    email: null,
  });

/** The log in the database itself (PostgreSQL, PGlite: one statement), or elsewhere (EventStoreDB: read and folded). */
const STORES = [
  { store: 'events table', open: (db: Database): Promise<EventStore> => PostgresEventStore.create(db) },
  {
    store: 'EventStoreDB stand-in',
    open: async (): Promise<EventStore> => new EventStoreDbEventStore(new InMemoryEventStoreDbClient().asClient()),
  },
];
const CASES = testDatabases().flatMap((database) =>
  STORES.map(({ store, open }) => ({ label: `${store} on ${database.label}`, database, open })),
);

describe.each(CASES)('tax-code keys of the workers hired before them, $label', ({ database, open }) => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await database.create();
    store = await open(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it("takes each active worker's key from the log once; a duplicate already there keeps the first hired and does not stop the start", async () => {
    await store.append('worker-first', [hired('first', 'c1')], { expectedRevision: 'no_stream' });
    await store.append('worker-twin', [hired('twin', 'c1')], { expectedRevision: 'no_stream' });
    await store.append('worker-gone', [hired('gone', 'c2'), event('WorkerResigned', { workerId: 'gone', resignedOn: '2025-01-31' })], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      'worker-moved',
      [hired('moved', 'c3'), event('WorkerTransferred', { workerId: 'moved', customerId: 'c4', factoryId: null })],
      { expectedRevision: 'no_stream' },
    );
    await store.append(
      'worker-back',
      [
        hired('back', 'c5', 'XXXXXX00X00X000X'),
        event('WorkerResigned', { workerId: 'back', resignedOn: '2025-01-31' }),
        event('WorkerReinstated', { workerId: 'back' }),
        event('WorkerPersonalDataUpdated', { workerId: 'back', fiscalCode: CODE }),
      ],
      { expectedRevision: 'no_stream' },
    );

    expect(await fillTaxCodeReservations(db, store)).toEqual({
      keys: 3,
      withoutKey: 1,
      duplicates: [{ stream: 'worker-twin', key: `c1:${CODE}` }],
    });
    const { rows } = await db.query<{ key: string; stream: string }>(
      'SELECT key, stream FROM stream_reservations WHERE scope = $1 ORDER BY key',
      [TAX_CODE_SCOPE],
    );
    expect(rows).toEqual([
      { key: `c1:${CODE}`, stream: 'worker-first' },
      { key: `c4:${CODE}`, stream: 'worker-moved' },
      { key: `c5:${CODE}`, stream: 'worker-back' },
    ]);
    // Done once: a later start does not fill again.
    expect(await fillTaxCodeReservations(db, store)).toBeNull();
  });
});
