import type { Sql } from '@tutela/contracts';

export const CHECKPOINTS = 'audit_checkpoints';
export const VERIFICATIONS = 'audit_verifications';

/**
 * Not read models: the checkpoints anchor the log as it was when they were taken (rebuilding them from the log
 * would bless whatever changed since), and a verification's record must survive a rebuild of the projections.
 * The audit's own events (see AUDIT_EVENT_TYPES) put each run and export in the activity log as well.
 */
const DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (
     position bigint PRIMARY KEY,
     event_count bigint NOT NULL,
     chain text NOT NULL,
     digest text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS ${VERIFICATIONS} (
     id uuid PRIMARY KEY,
     started_at timestamptz NOT NULL,
     finished_at timestamptz NOT NULL,
     ok boolean NOT NULL,
     events_checked bigint NOT NULL,
     streams_checked bigint NOT NULL,
     checkpoints_checked integer NOT NULL,
     problem_count integer NOT NULL,
     problems jsonb NOT NULL,
     source text NOT NULL,
     actor_id text,
     actor_name text NOT NULL,
     entity_id text
   )`,
  `CREATE INDEX IF NOT EXISTS ${VERIFICATIONS}_started_idx ON ${VERIFICATIONS} (started_at DESC)`,
];

export async function migrateAuditStorage(db: Sql): Promise<void> {
  for (const statement of DDL) await db.query(statement);
}
