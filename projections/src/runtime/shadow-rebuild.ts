import type { EventStore } from '@tutela/contracts';
import type { Database, Sql } from '../database/database';
import { quoteIdentifier } from '../database/pg-database';
import { SchemaScopedDatabase } from '../database/schema-scoped-database';
import { CatchUp } from './catch-up';
import {
  CHECKPOINTS_MIGRATION,
  CHECKPOINTS_VERSION_MIGRATION,
  ensureCheckpoint,
  lockCheckpoint,
  writeCheckpoint,
  writeCheckpointVersion,
} from './checkpoint-store';
import { createDeferredIndexes, dropDeferredIndexes } from './deferred-indexes';
import type { Projector } from './projector';
import { commitBatch, createSlot, type ProjectorSlot } from './projector-slot';
import type { RebuildProgress } from './runtime-status';

export interface ShadowRebuildContext {
  db: Database;
  eventStore: EventStore;
  batchSize: number;
  isCancelled(): boolean;
  /**
   * Runs `work` with no live batch of this process in flight (the runtime's queue): the last events are replayed
   * into the shadow and the tables swapped there, and the live projectors' positions set before they go on.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Called inside the swap's transaction, right before its COMMIT (see ProjectionRuntime.onWriting). */
  committing(): void;
}

/**
 * Swaps tried before the last, which goes ahead whatever it finds: each can find another process's live projection
 * past the shadow, or a table in use held past the lock timeout.
 */
const SWAP_ATTEMPTS = 5;
/** A list query holding a table a little longer delays the swap; one holding it for this long fails the attempt. */
const SWAP_LOCK_TIMEOUT = '10s';
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL's limit on identifiers, in bytes. */
const MAX_IDENTIFIER_BYTES = 63;

/** The schema a rebuild of `name` (a projector or `all`) builds in, beside `home` where the read models in use live. */
export function shadowSchemaName(home: string, name: string): string {
  const suffix = `_rebuild_${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  let prefix = home;
  while (Buffer.byteLength(prefix + suffix) > MAX_IDENTIFIER_BYTES) prefix = prefix.slice(0, -1);
  return prefix + suffix;
}

/**
 * A rebuild beside the read models in use (blue/green): the projectors' tables are made afresh in a schema of
 * their own, the whole log is replayed into them, their deferred indexes and planner statistics are built, and
 * then, in one transaction, they replace the tables in use and the checkpoints move to where they got. Until that
 * commit the lists, cards and read-your-writes keep working on the old tables, which live projection keeps up to
 * date; a rebuild that fails or is killed leaves them as they were (its schema is dropped, or by the next rebuild
 * of the same name). It needs room for a second copy of the tables while it runs.
 *
 * Resolves with the position the tables are at when swapped in.
 */
export async function rebuildBeside(
  context: ShadowRebuildContext,
  name: string,
  projectors: readonly Projector[],
  onSwapped: (position: number) => void,
  onProgress?: (progress: RebuildProgress) => void,
): Promise<number> {
  const { db } = context;
  const home = await currentSchema(db);
  const schema = shadowSchemaName(home, name);
  // A schema of the same name is what a killed rebuild left: nothing in use lives there.
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  await db.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  const shadow = new SchemaScopedDatabase(db, schema);
  try {
    await createTables(shadow, projectors);
    const slots = projectors.map((projector) => createSlot(projector, 0));
    const total = await context.eventStore.headPosition();
    await replay(context, shadow, slots, onProgress, total);
    for (const projector of projectors) if (projector.deferIndexesOnRebuild) await createDeferredIndexes(shadow, projector);
    // New tables have no statistics: without them the planner guesses, and the lists' plans with it.
    const tables = projectors.flatMap((projector) => projector.tables);
    if (tables.length > 0) await shadow.query(`ANALYZE ${tables.map(quoteIdentifier).join(', ')}`);
    for (let attempt = 1; ; attempt++) {
      // What was appended while the indexes were built, with the indexes in place: the swap's own tail stays short.
      await replay(context, shadow, slots);
      const swapped = await context.exclusive(async () => {
        await replay(context, shadow, slots);
        const position = slots[0]?.position ?? 0;
        const lastAttempt = attempt === SWAP_ATTEMPTS;
        const done = await swapTables(context, home, schema, slots, position, lastAttempt).catch((error: unknown) => {
          // A query held a table in use past the lock timeout: try again, the next query will not.
          if (!lastAttempt && (error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
          throw error;
        });
        if (done) onSwapped(position);
        return done ? position : null;
      });
      if (swapped !== null) return swapped;
    }
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`).catch(() => undefined);
  }
}

/** The schema unqualified names resolve to first: where the read models in use live. */
export async function currentSchema(db: Database): Promise<string> {
  const { rows } = await db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Nessuno schema corrente per le proiezioni (search_path vuoto)');
  return schema;
}

/** The checkpoints and every projector's tables, as a new database gets them; the deferred indexes come at the end. */
async function createTables(shadow: Database, projectors: readonly Projector[]): Promise<void> {
  await shadow.transaction(async (tx) => {
    await tx.query(CHECKPOINTS_MIGRATION);
    await tx.query(CHECKPOINTS_VERSION_MIGRATION);
  });
  for (const projector of projectors) {
    await shadow.transaction(async (tx) => {
      for (const migration of projector.migrations) await tx.query(migration);
      await ensureCheckpoint(tx, projector.name, projector.version ?? 1);
    });
    if (projector.deferIndexesOnRebuild) await dropDeferredIndexes(shadow, projector);
  }
}

/** Replays the log into the shadow from where its slots are, up to the head; throws the first failure. */
async function replay(
  context: ShadowRebuildContext,
  shadow: Database,
  slots: readonly ProjectorSlot[],
  onProgress?: (progress: RebuildProgress) => void,
  total?: number,
): Promise<void> {
  let failure: unknown = null;
  const catchUp = new CatchUp({
    eventStore: context.eventStore,
    batchSize: context.batchSize,
    isLive: () => false,
    join: async () => [],
    commit: async (slot, events) => {
      await commitBatch(shadow, slot, events);
    },
    onFailed: (_slot, error) => (failure ??= error),
    isCancelled: () => context.isCancelled(),
  });
  await catchUp.run(slots, onProgress, total);
  if (failure) throw failure;
  if (context.isCancelled()) throw new Error('Ricostruzione interrotta prima della fine');
}

/**
 * In one transaction: the checkpoints in use locked (a live batch of another process waits, then finds its
 * checkpoint moved and goes on from there), the tables in use dropped, the shadow's moved in with their indexes
 * and statistics objects, the checkpoints set to the shadow's position. False when another process's live
 * projection had already committed past that position: the caller replays the rest and tries again. On the last
 * attempt the swap goes ahead anyway: that process then replays those events onto the new tables.
 */
async function swapTables(
  context: ShadowRebuildContext,
  home: string,
  schema: string,
  slots: readonly ProjectorSlot[],
  position: number,
  lastAttempt: boolean,
): Promise<boolean> {
  const projectors = slots.map((slot) => slot.projector);
  return context.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
    const inUse: number[] = [];
    for (const projector of projectors) inUse.push(await lockCheckpoint(tx, projector.name));
    if (!lastAttempt && inUse.some((live) => live > position)) return false;
    const tables = projectors.flatMap((projector) => projector.tables);
    const from = quoteIdentifier(schema);
    const to = quoteIdentifier(home);
    for (const table of tables) await tx.query(`DROP TABLE IF EXISTS ${to}.${quoteIdentifier(table)}`);
    for (const table of tables) await tx.query(`ALTER TABLE ${from}.${quoteIdentifier(table)} SET SCHEMA ${to}`);
    // Extended statistics belong to a schema, not to their table: they stay behind unless moved too.
    for (const statistics of await statisticsOf(tx, schema))
      await tx.query(`ALTER STATISTICS ${from}.${quoteIdentifier(statistics)} SET SCHEMA ${to}`);
    for (const projector of projectors) {
      await writeCheckpoint(tx, projector.name, position);
      await writeCheckpointVersion(tx, projector.name, projector.version ?? 1);
    }
    context.committing();
    return true;
  });
}

async function statisticsOf(tx: Sql, schema: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT s.stxname AS name FROM pg_statistic_ext s JOIN pg_namespace n ON n.oid = s.stxnamespace WHERE n.nspname = $1`,
    [schema],
  );
  return rows.map((row) => row.name);
}
