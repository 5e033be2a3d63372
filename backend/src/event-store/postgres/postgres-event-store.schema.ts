import type { Database } from '@tutela/projections';

/** NOTIFY channel: the payload is the last global position of the committed append. */
export const EVENTS_CHANNEL = 'tutela_events';

/**
 * Advisory-lock keys. Streams lock on a 64-bit hash of their name (single-key form); the two-key form below is a
 * separate key space in pg_locks, so a stream hash can never collide with these.
 */
export const LOCK_NAMESPACE = 74_715; // arbitrary, reserved for the event store
export const LOCK_MIGRATION = 1;
export const LOCK_POSITION_ORDER = 2;

/**
 * `tx_id` records the writing transaction so readers can hide events of transactions that may still be in
 * flight (see readAll in postgres-event-store.ts). Events are the audit trail of medical records: a trigger
 * forbids UPDATE and DELETE, corrections are new events.
 */
const MIGRATION: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS events (
     position bigserial PRIMARY KEY,
     stream text NOT NULL,
     revision integer NOT NULL CHECK (revision >= 0),
     id uuid NOT NULL,
     type text NOT NULL,
     schema_version integer NOT NULL DEFAULT 1,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     recorded_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT events_stream_revision_key UNIQUE (stream, revision),
     CONSTRAINT events_stream_id_key UNIQUE (stream, id)
   )`,
  `CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'Gli eventi registrati non si modificano né si cancellano: registrare un evento di rettifica'
       USING ERRCODE = 'restrict_violation';
   END
   $$`,
  `CREATE OR REPLACE TRIGGER events_append_only
     BEFORE UPDATE OR DELETE ON events
     FOR EACH ROW EXECUTE FUNCTION events_append_only()`,
];

/** Idempotent; the lock keeps two instances starting together from racing on CREATE … IF NOT EXISTS. */
export async function migrateEventStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, LOCK_MIGRATION]);
    for (const statement of MIGRATION) await tx.query(statement);
  });
}
