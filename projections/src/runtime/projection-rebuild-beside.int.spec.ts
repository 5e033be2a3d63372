import type { ReadAllOptions, RecordedEvent } from '@tutela/contracts';
import { activityLogProjector } from '../activity-log/activity-log.projector';
import type { Database, QueryOptions, Sql } from '../database/database';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { workersProjector } from '../workers/workers.projector';
import { ProjectionRuntime } from './projection-runtime';
import type { Projector } from './projector';
import { silentRuntimeLogger } from './runtime-logger';
import { currentSchema, shadowSchemaName } from './shadow-rebuild';
import { CountingProjector } from './testing/counting-projector';
import { newEvent } from './testing/event-fixtures';
import { dumpTable } from './testing/recording-projector';
import { schemaExists } from './testing/schemas';

/** Events per read of a rebuild (and per live batch) in these tests; the live subscription reads 100 at a time. */
const BATCH = 4;

/**
 * An event store whose reads can be held until released: `hold()` holds the reads from the start of the log (a
 * rebuild's first), `holdNext()` the next reads of BATCH events (a rebuild's or a catch-up's, never the live
 * subscription's). `reached` resolves when a held read arrives.
 */
class HeldEventStore extends InMemoryEventStore {
  private release: (() => void) | null = null;
  private held: Promise<void> | null = null;
  private holds: ((options: ReadAllOptions) => boolean) | null = null;
  private arrived!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.arrived = resolve));

  hold(): void {
    this.holdWhen((options) => (options.after ?? 0) === 0);
  }

  holdNext(): void {
    this.holdWhen((options) => options.limit === BATCH);
  }

  letGo(): void {
    this.release?.();
    this.held = null;
    this.holds = null;
  }

  override async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    if (this.held && this.holds?.(options)) {
      this.arrived();
      await this.held;
    }
    return super.readAll(options);
  }

  private holdWhen(holds: (options: ReadAllOptions) => boolean): void {
    this.holds = holds;
    this.held = new Promise((resolve) => (this.release = resolve));
  }
}

/** The database, calling `onAnalyze` once a rebuild's ANALYZE (its last step before the swap) has run. */
function afterAnalyze(db: Database, onAnalyze: () => void): Database {
  const watch = (sql: Sql): Sql =>
    Object.assign(Object.create(sql) as Sql, {
      query: async (text: string, params?: unknown[], options?: QueryOptions) => {
        const result = await sql.query(text, params, options);
        if (/^ANALYZE /.test(text)) onAnalyze();
        return result;
      },
    });
  return Object.assign(Object.create(db) as Database, {
    transaction: <T>(work: (tx: Sql) => Promise<T>) => db.transaction((tx) => work(watch(tx))),
  });
}

async function appendRound(store: InMemoryEventStore, round: number): Promise<number> {
  let position = 0;
  for (let i = 0; i < 5; i++) {
    await store.append(`user-${round}-${i}`, [newEvent('UserCreated', { email: `u${round}-${i}@example.it` })], {
      expectedRevision: 'any',
    });
    ({ position } = await store.append(`customer-${round}-${i}`, [newEvent('CustomerUpdated', { note: `nota ${round}-${i}` })], {
      expectedRevision: 'any',
    }));
  }
  return position;
}

describe.each(testDatabases())('rebuild beside the tables in use on $label', (factory) => {
  let db: Database;
  let store: HeldEventStore;
  const runtimes: ProjectionRuntime[] = [];
  const TABLES = ['activity_log', 'category_counts'];

  const runtime = (projectors: Projector[], over: Database = db) => {
    const created = new ProjectionRuntime({ db: over, eventStore: store, projectors, logger: silentRuntimeLogger, batchSize: BATCH });
    runtimes.push(created);
    return created;
  };
  const dumpAll = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await dumpTable(db, table)])));

  beforeEach(async () => {
    db = await factory.create();
    store = new HeldEventStore();
  });

  afterEach(async () => {
    store.letGo();
    await Promise.all(runtimes.splice(0).map((created) => created.stop()));
    await store.close();
    await db.close();
  });

  it('keeps the tables in use current while it runs, then swaps in tables that hold what was appended meanwhile', async () => {
    const projections = runtime([activityLogProjector(), new CountingProjector()]);
    await projections.start();
    expect(await projections.waitForPosition(await appendRound(store, 1), { timeoutMs: 10_000 })).toBe(true);

    store.hold();
    let rebuilt = false;
    const rebuilding = projections.rebuild('all').then(() => (rebuilt = true));
    await store.reached;
    // The rebuild is parked on its first read: users and commands go on against the tables in use.
    const during = await appendRound(store, 2);
    expect(await projections.waitForPosition(during, { timeoutMs: 10_000 })).toBe(true);
    expect(await dumpTable(db, 'activity_log')).toHaveLength(during);
    expect(await schemaExists(db, shadowSchemaName(await currentSchema(db), 'all'))).toBe(true);
    expect(rebuilt).toBe(false);

    store.letGo();
    await rebuilding;
    const head = await appendRound(store, 3);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    const beside = await dumpAll();
    expect(beside.activity_log).toHaveLength(head);
    await projections.rebuild('all', undefined, { inPlace: true });
    expect(await dumpAll()).toEqual(beside);
    expect(await schemaExists(db, shadowSchemaName(await currentSchema(db), 'all'))).toBe(false);
  });

  it('replays what was appended while its indexes and statistics were built before it swaps', async () => {
    // The rebuild's next read after its ANALYZE is held: the read that catches up, outside the swap's exclusive
    // step, with what live projection committed meanwhile.
    const projections = runtime(
      [activityLogProjector(), new CountingProjector()],
      afterAnalyze(db, () => store.holdNext()),
    );
    await projections.start();
    expect(await projections.waitForPosition(await appendRound(store, 1), { timeoutMs: 10_000 })).toBe(true);
    const rebuilding = projections.rebuild('all');
    await store.reached;
    const head = await appendRound(store, 2);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    store.letGo();
    await rebuilding;
    expect((await projections.status()).projectors.map((projector) => projector.position)).toEqual([head, head]);
    const beside = await dumpAll();
    expect(beside.activity_log).toHaveLength(head);
    await projections.rebuild('all', undefined, { inPlace: true });
    expect(await dumpAll()).toEqual(beside);
  });

  it('hands over to another process projecting the same tables live: its next batch goes on from the swap', async () => {
    const server = runtime([new CountingProjector()]);
    await server.start();
    expect(await server.waitForPosition(await appendRound(store, 1), { timeoutMs: 10_000 })).toBe(true);
    // The CLI's runtime: never started, on its own connection to the same database.
    const cli = runtime([new CountingProjector()]);
    await cli.rebuild('counting');
    const head = await appendRound(store, 2);
    expect(await server.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    const afterSwap = await dumpTable(db, 'category_counts');
    expect(afterSwap.reduce((sum, row) => sum + Number(row.events), 0)).toBe(head);
    expect((await server.status()).projectors).toEqual([{ name: 'counting', position: head, lag: 0, state: 'running', lastError: null }]);
  });

  it('moves the indexes and the statistics objects with the tables, and drops what a killed rebuild left', async () => {
    const projections = runtime([workersProjector]);
    await projections.prepare();
    const home = await currentSchema(db);
    const shadow = shadowSchemaName(home, 'workers');
    const objects = async () => ({
      indexes: (
        await db.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes WHERE schemaname = $1 AND tablename LIKE 'workers%' ORDER BY 1`,
          [home],
        )
      ).rows.map((row) => row.name),
      statistics: (
        await db.query<{ name: string }>(
          `SELECT s.stxname AS name FROM pg_statistic_ext s JOIN pg_namespace n ON n.oid = s.stxnamespace WHERE n.nspname = $1 ORDER BY 1`,
          [home],
        )
      ).rows.map((row) => row.name),
    });
    const before = await objects();
    expect(before.indexes).toContain('workers_order_name');
    expect(before.statistics).toEqual(['workers_tenant_stats']);
    // What a rebuild killed half-way leaves: its schema, with a table in it.
    await db.query(`CREATE SCHEMA "${shadow}"`);
    await db.query(`CREATE TABLE "${shadow}".workers (id text)`);

    await projections.rebuild('workers');
    expect(await objects()).toEqual(before);
    expect(await schemaExists(db, shadow)).toBe(false);
    // Analysed before the swap (-1: never), so the lists' first queries are planned on real figures.
    const { rows } = await db.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = 'workers'::regclass`);
    expect(Number(rows[0].reltuples)).toBe(0);
  });

  it('gives way to a newer rebuild of the same projector', async () => {
    const projections = runtime([new CountingProjector()]);
    await projections.start();
    const head = await appendRound(store, 1);
    expect(await projections.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
    store.hold();
    const older = projections.rebuild('counting');
    await store.reached;
    const newer = projections.rebuild('counting');
    store.letGo();
    await expect(older).rejects.toThrow('Ricostruzione interrotta prima della fine');
    await newer;
    expect((await dumpTable(db, 'category_counts')).reduce((sum, row) => sum + Number(row.events), 0)).toBe(head);
  });
});
