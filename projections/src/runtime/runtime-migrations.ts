import type { Database, Sql } from '../database/database';
import {
  CHECKPOINTS_MIGRATION,
  CHECKPOINTS_VERSION_MIGRATION,
  ensureCheckpoint,
  lockCheckpoint,
  MIGRATION_LOCK_SQL,
  quoteTable,
  readCheckpoints,
  readCheckpointVersion,
  writeCheckpoint,
  writeCheckpointVersion,
} from './checkpoint-store';
import type { Projector } from './projector';

export interface MigrationReport {
  positions: Map<string, number>;
  /** Projectors whose rows were built by another version: emptied, they replay from the start. */
  reset: { name: string; from: number; to: number }[];
}

/**
 * Creates the checkpoints table and every projector's tables (each projector in its own transaction, under an
 * advisory lock so two processes starting together do not race on CREATE TABLE), empties the tables of a
 * projector whose version changed (same transaction, so a crash leaves either the old rows or none), then
 * reads the checkpoints.
 */
export async function migrateProjections(db: Database, projectors: readonly Projector[]): Promise<MigrationReport> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK_SQL);
    await tx.query(CHECKPOINTS_MIGRATION);
    await tx.query(CHECKPOINTS_VERSION_MIGRATION);
  });
  const reset: MigrationReport['reset'] = [];
  for (const projector of projectors) {
    const version = projector.version ?? 1;
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK_SQL);
      for (const migration of projector.migrations) await tx.query(migration);
      await ensureCheckpoint(tx, projector.name, version);
      const built = await readCheckpointVersion(tx, projector.name);
      if (built === version) return;
      await truncateTables(tx, projector);
      await writeCheckpoint(tx, projector.name, 0);
      await writeCheckpointVersion(tx, projector.name, version);
      reset.push({ name: projector.name, from: built, to: version });
    });
  }
  const positions = await readCheckpoints(
    db,
    projectors.map((projector) => projector.name),
  );
  return { positions, reset };
}

/**
 * Empties a projector's tables and puts its checkpoint back to 0 in one transaction: a crash half-way leaves
 * either the old state or an empty one that replays from the start, never rows without their checkpoint.
 */
export async function resetProjector(db: Database, projector: Projector): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCheckpoint(tx, projector.name);
    await truncateTables(tx, projector);
    await writeCheckpoint(tx, projector.name, 0);
  });
}

async function truncateTables(tx: Sql, projector: Projector): Promise<void> {
  // Sequences restart too, as in a fresh table. Rows should still be keyed on event positions: a live batch
  // that rolls back consumes sequence values, so sequence ids would differ between live and rebuilt tables.
  if (projector.tables.length > 0) await tx.query(`TRUNCATE ${projector.tables.map(quoteTable).join(', ')} RESTART IDENTITY`);
}
