import type { Database } from '../database/database';
import {
  CHECKPOINTS_MIGRATION,
  ensureCheckpoint,
  lockCheckpoint,
  MIGRATION_LOCK_SQL,
  quoteTable,
  readCheckpoints,
  writeCheckpoint,
} from './checkpoint-store';
import type { Projector } from './projector';

/**
 * Creates the checkpoints table and every projector's tables (each projector in its own transaction, under an
 * advisory lock so two processes starting together do not race on CREATE TABLE), then reads the checkpoints.
 */
export async function migrateProjections(db: Database, projectors: readonly Projector[]): Promise<Map<string, number>> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK_SQL);
    await tx.query(CHECKPOINTS_MIGRATION);
  });
  for (const projector of projectors) {
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK_SQL);
      for (const migration of projector.migrations) await tx.query(migration);
      await ensureCheckpoint(tx, projector.name);
    });
  }
  return readCheckpoints(
    db,
    projectors.map((projector) => projector.name),
  );
}

/**
 * Empties a projector's tables and puts its checkpoint back to 0 in one transaction: a crash half-way leaves
 * either the old state or an empty one that replays from the start, never rows without their checkpoint.
 */
export async function resetProjector(db: Database, projector: Projector): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCheckpoint(tx, projector.name);
    // Sequences restart too, as in a fresh table. Rows should still be keyed on event positions: a live batch
    // that rolls back consumes sequence values, so sequence ids would differ between live and rebuilt tables.
    if (projector.tables.length > 0) await tx.query(`TRUNCATE ${projector.tables.map(quoteTable).join(', ')} RESTART IDENTITY`);
    await writeCheckpoint(tx, projector.name, 0);
  });
}
