import { activityLogProjector } from '../activity-log/activity-log.projector';
import type { Database } from '../database/database';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { ProjectionRuntime } from './projection-runtime';
import type { Projector } from './projector';
import { silentRuntimeLogger } from './runtime-logger';
import type { RebuildProgress } from './runtime-status';
import { CountingProjector } from './testing/counting-projector';
import { newEvent } from './testing/event-fixtures';
import { dumpTable, RecordingProjector } from './testing/recording-projector';
import { currentSchema, shadowSchemaName } from './shadow-rebuild';
import { schemaExists } from './testing/schemas';
import { UnknownProjectorError } from './unknown-projector.error';

const FAST_RETRY = { initialDelayMs: 20, maxDelayMs: 80 };

/** A varied history: users with secrets, workers with updates, a deleted customer, downloads. */
async function appendHistory(store: InMemoryEventStore, round: number): Promise<number> {
  let position = 0;
  for (let i = 0; i < 6; i++) {
    const id = `${round}-${i}`;
    await store.append(`user-${id}`, [newEvent('UserCreated', { email: `u${id}@example.it`, passwordHash: `hash-${id}` })], {
      expectedRevision: 'any',
    });
    await store.append(
      `worker-${id}`,
      [newEvent('WorkerCreated', { first_name: `Nome ${id}` }, { customerId: `c-${i}` }), newEvent('WorkerHazardAdded', { code: `R${i}` })],
      { expectedRevision: 'any' },
    );
    await store.append(`customer-${id}`, [newEvent(i % 2 ? 'CustomerDeleted' : 'CustomerUpdated', { note: `nota ${id}` })], {
      expectedRevision: 'any',
    });
    ({ position } = await store.append(`examination-${id}`, [newEvent('ExaminationDownloaded', {})], { expectedRevision: 'any' }));
  }
  return position;
}

describe.each(testDatabases())('rebuild on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;
  const runtimes: ProjectionRuntime[] = [];
  const TABLES = ['activity_log', 'category_counts', 'recording_rows'];

  const runtime = (projectors: Projector[]) => {
    const created = new ProjectionRuntime({
      db,
      eventStore: store,
      projectors,
      logger: silentRuntimeLogger,
      retry: FAST_RETRY,
      batchSize: 4,
    });
    runtimes.push(created);
    return created;
  };
  const dumpAll = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await dumpTable(db, table)])));

  beforeEach(async () => {
    db = await factory.create();
    store = new InMemoryEventStore();
  });

  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((created) => created.stop()));
    await store.close();
    await db.close();
  });

  it('gives exactly the same tables as live projection, then goes on projecting live', async () => {
    const counting = new CountingProjector();
    // A transient failure during live projection must leave no trace in the tables.
    let failures = 0;
    counting.failOn = (event) => event.position === 9 && failures++ < 2;
    const projections = runtime([activityLogProjector(), counting, new RecordingProjector('recording', ['WorkerCreated'])]);
    await appendHistory(store, 1);
    await projections.start();
    const head = await appendHistory(store, 2);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    expect(failures).toBe(3);
    const live = await dumpAll();
    expect(live.activity_log).toHaveLength(head);
    expect(live.recording_rows).toHaveLength(12);
    expect(JSON.stringify(live)).not.toContain('hash-');

    const progress: RebuildProgress[] = [];
    const indexes = async (schema: string) =>
      (
        await db.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'activity_log' AND schemaname = $1 ORDER BY 1`,
          [schema],
        )
      ).rows.map((row) => row.name);
    const home = await currentSchema(db);
    const shadow = shadowSchemaName(home, 'all');
    const indexesBefore = await indexes(home);
    expect(indexesBefore).toContain('activity_log_entity_idx');
    let during: { home: string[]; shadow: string[]; rows: unknown } | null = null;
    await projections.rebuild('all', (update) => {
      progress.push(update);
      if (progress.length === 2) {
        void Promise.all([indexes(home), indexes(shadow), dumpAll()]).then(
          ([inUse, rebuilt, rows]) => (during = { home: inUse, shadow: rebuilt, rows }),
        );
      }
    });
    expect(await dumpAll()).toEqual(live);
    // Half-way, the tables in use are whole and indexed; the rebuild's own have only the unique indexes (ON
    // CONFLICT needs them), the others being built once at the end.
    expect(during).toEqual({ home: indexesBefore, shadow: ['activity_log_event_unique', 'activity_log_pkey'], rows: live });
    expect(await indexes(home)).toEqual(indexesBefore);
    expect(await schemaExists(db, shadow)).toBe(false);
    expect(progress.at(-1)).toEqual({ projectors: ['activity-log', 'counting', 'recording'], done: head, total: head });
    expect(progress.map((update) => update.done)).toEqual([...progress.map((update) => update.done)].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThan(5);

    const next = await appendHistory(store, 3);
    expect(await projections.waitForPosition(next, { timeoutMs: 10_000 })).toBe(true);
    expect((await projections.status()).projectors.map((projector) => [projector.state, projector.lag])).toEqual([
      ['running', 0],
      ['running', 0],
      ['running', 0],
    ]);
    const afterLive = await dumpAll();
    await projections.stop();

    // The CLI path: a runtime that is not started rebuilds one projector up to the head and stops there.
    const offline = runtime([activityLogProjector(), new CountingProjector(), new RecordingProjector('recording', ['WorkerCreated'])]);
    await offline.rebuild('counting');
    expect(await dumpAll()).toEqual(afterLive);
    expect((await offline.status()).projectors.find((projector) => projector.name === 'counting')).toMatchObject({
      position: next,
      state: 'stopped',
    });
  });

  it('rebuilds only the projector named and leaves the others alone', async () => {
    const recording = new RecordingProjector('recording', ['WorkerCreated']);
    const projections = runtime([new CountingProjector(), recording]);
    await projections.start();
    const head = await appendHistory(store, 1);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    const attempts = recording.attempts.length;
    await projections.rebuild('counting');
    expect(recording.attempts).toHaveLength(attempts);
    await expect(projections.rebuild('nope')).rejects.toThrow(new UnknownProjectorError('nope', ['counting', 'recording', 'all']));
  });

  it('leaves the tables in use as they were when a projector fails during the rebuild', async () => {
    const counting = new CountingProjector();
    const projections = runtime([counting]);
    await projections.start();
    const head = await appendHistory(store, 1);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    const before = await dumpTable(db, 'category_counts');
    counting.failOn = (event) => event.position === 5;
    await expect(projections.rebuild('counting')).rejects.toThrow(
      "Ricostruzione non riuscita, le tabelle in uso restano quelle di prima: La proiezione counting non riesce ad applicare l'evento 5",
    );
    expect(await dumpTable(db, 'category_counts')).toEqual(before);
    expect((await projections.status()).projectors).toEqual([
      { name: 'counting', position: head, lag: 0, state: 'running', lastError: null },
    ]);
    expect(await schemaExists(db, shadowSchemaName(await currentSchema(db), 'counting'))).toBe(false);
  });

  it('in place: rejects when a projector fails during the rebuild and reports it failed', async () => {
    const counting = new CountingProjector();
    await appendHistory(store, 1);
    const offline = runtime([counting]);
    counting.failOn = (event) => event.position === 5;
    await expect(offline.rebuild('counting', undefined, { inPlace: true })).rejects.toThrow("guasto simulato all'evento 5");
    const [status] = (await offline.status()).projectors;
    expect(status).toMatchObject({ state: 'failed', position: 4 });
    expect((await dumpTable(db, 'category_counts')).reduce((sum, row) => sum + Number(row.events), 0)).toBe(4);
  });
});
