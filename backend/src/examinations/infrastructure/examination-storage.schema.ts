import type { Sql } from '@tutela/contracts';

/**
 * Tables the examinations context owns outside the event log and the read models (a rebuild never touches them):
 *
 * - `files`: attachment bytes, content-addressed by SHA-256. Events carry only the hash and metadata, so the log
 *   stays small and the same report uploaded twice is stored once. Deleting an attachment is an event: the bytes
 *   stay, as the log's history points at them.
 * - `health_data_reads`: who read which visit's clinical data, when. An event per read would put a write on the
 *   event log (and a projection pass) behind every screen opened; an access log is not a state change of the
 *   record, so it is an append-only table, never truncated by a rebuild.
 */
const EXAMINATION_STORAGE_DDL = [
  `CREATE TABLE IF NOT EXISTS files (
     sha256 text PRIMARY KEY,
     bytes bytea NOT NULL,
     size integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS health_data_reads (
     id bigserial PRIMARY KEY,
     user_id text NOT NULL,
     user_name text NOT NULL,
     user_role text NOT NULL,
     entity_id text,
     examination_id text NOT NULL,
     worker_id text NOT NULL,
     what text NOT NULL,
     read_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS health_data_reads_examination_idx ON health_data_reads (examination_id, read_at)`,
  // The worker card's "Accessi ai dati sanitari": a worker's reads, newest first.
  `CREATE INDEX IF NOT EXISTS health_data_reads_worker_idx ON health_data_reads (worker_id, read_at DESC, id DESC)`,
];

export async function ensureExaminationStorageSchema(db: Sql): Promise<void> {
  for (const statement of EXAMINATION_STORAGE_DDL) await db.query(statement);
}
