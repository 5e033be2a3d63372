import type { Database } from '@tutela/contracts';

/** One row per reactor: the last event it has reacted to. Separate from the projections' checkpoints (never rebuilt). */
export const REACTOR_CHECKPOINTS_TABLE = 'reactor_checkpoints';

export async function ensureReactorCheckpoints(db: Database): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS ${REACTOR_CHECKPOINTS_TABLE} (name text PRIMARY KEY, position bigint NOT NULL)`);
}

/**
 * The reactor's checkpoint, or null when it has never run. A new reactor starts at the head of the log, not at
 * its beginning: the work it takes over was done before it existed (synchronously), and replaying it would
 * derive new command ids from old events.
 */
export async function readReactorCheckpoint(db: Database, name: string): Promise<number | null> {
  const { rows } = await db.query<{ position: string }>(`SELECT position FROM ${REACTOR_CHECKPOINTS_TABLE} WHERE name = $1`, [name]);
  return rows.length ? Number(rows[0].position) : null;
}

export async function writeReactorCheckpoint(db: Database, name: string, position: number): Promise<void> {
  await db.query(
    `INSERT INTO ${REACTOR_CHECKPOINTS_TABLE} (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = GREATEST(${REACTOR_CHECKPOINTS_TABLE}.position, EXCLUDED.position)`,
    [name, position],
  );
}
