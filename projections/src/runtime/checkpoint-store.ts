import { quoteIdentifier } from '../database/pg-database';
import type { Sql } from '../database/database';

/**
 * Checkpoints live next to the read models so a projector's rows and its position commit together. The
 * `FOR UPDATE` read turns each batch into a compare-and-set on the checkpoint: if another process (a second
 * API instance, a CLI rebuild) moved it, the batch rolls back instead of applying events twice.
 */
export const CHECKPOINTS_TABLE = 'projection_checkpoints';

export const CHECKPOINTS_MIGRATION = `CREATE TABLE IF NOT EXISTS ${CHECKPOINTS_TABLE} (
  name text PRIMARY KEY,
  position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;

/** The projector version the rows were built with (see Projector.version); rows from before it existed are 1. */
export const CHECKPOINTS_VERSION_MIGRATION = `ALTER TABLE ${CHECKPOINTS_TABLE} ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`;

/** Serializes migrations of concurrent processes (API and projections worker starting together). */
export const MIGRATION_LOCK_SQL = 'SELECT pg_advisory_xact_lock(727100101)';

export class CheckpointMovedError extends Error {
  constructor(
    readonly projector: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Il checkpoint della proiezione ${projector} è stato spostato da un altro processo (atteso ${expected}, trovato ${actual})`);
    this.name = 'CheckpointMovedError';
  }
}

/** Creates the checkpoint at 0; a new checkpoint starts at the projector's current version (nothing to redo). */
export async function ensureCheckpoint(sql: Sql, name: string, version = 1): Promise<void> {
  await sql.query(`INSERT INTO ${CHECKPOINTS_TABLE} (name, position, version) VALUES ($1, 0, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    version,
  ]);
}

export async function readCheckpointVersion(tx: Sql, name: string): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(`SELECT version FROM ${CHECKPOINTS_TABLE} WHERE name = $1 FOR UPDATE`, [name]);
  return rows.length ? Number(rows[0].version) : 1;
}

export async function writeCheckpointVersion(tx: Sql, name: string, version: number): Promise<void> {
  await tx.query(`UPDATE ${CHECKPOINTS_TABLE} SET version = $2 WHERE name = $1`, [name, version]);
}

export async function readCheckpoints(sql: Sql, names: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ name: string; position: number }>(
    `SELECT name, position FROM ${CHECKPOINTS_TABLE} WHERE name = ANY($1::text[])`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, Number(row.position)]));
}

/** Locks the checkpoint row for the transaction; throws when it is not at `expected` (omit to only lock). */
export async function lockCheckpoint(tx: Sql, name: string, expected?: number): Promise<number> {
  const { rows } = await tx.query<{ position: number }>(`SELECT position FROM ${CHECKPOINTS_TABLE} WHERE name = $1 FOR UPDATE`, [name]);
  const actual = rows.length ? Number(rows[0].position) : 0;
  if (rows.length === 0) await ensureCheckpoint(tx, name);
  if (expected !== undefined && actual !== expected) throw new CheckpointMovedError(name, expected, actual);
  return actual;
}

/**
 * Moves a checkpoint from `expected` to `position` in one autocommit statement, for a batch the projector has
 * nothing to write for; false when the row is missing or not at `expected` (the caller then takes the full
 * transaction path, which creates the row or reports the move). Like the batches, it does not wait for the
 * WAL flush: a lost move is only a few events read again.
 */
export async function advanceCheckpoint(sql: Sql, name: string, expected: number, position: number): Promise<boolean> {
  const { rows } = await sql.query<{ position: number }>(
    `UPDATE ${CHECKPOINTS_TABLE} SET position = $3, updated_at = now()
     FROM (SELECT set_config('synchronous_commit', 'off', true)) AS local_setting
     WHERE name = $1 AND position = $2 RETURNING position`,
    [name, expected, position],
  );
  return rows.length === 1;
}

export async function writeCheckpoint(tx: Sql, name: string, position: number): Promise<void> {
  await tx.query(`UPDATE ${CHECKPOINTS_TABLE} SET position = $2, updated_at = now() WHERE name = $1`, [name, position]);
}

/** `schema.table` or `table`, each part quoted. */
export function quoteTable(table: string): string {
  return table.split('.').map(quoteIdentifier).join('.');
}
