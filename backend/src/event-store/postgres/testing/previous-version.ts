import type { Database } from '@tutela/contracts';
import { LOCK_NAMESPACE, LOCK_POSITION_ORDER } from '../postgres-event-store.schema';

/**
 * The events table and the append of the release before tutela_append_events, verbatim: an existing installation
 * to migrate, and an older process still appending during a rolling upgrade.
 */
export const PREVIOUS_SCHEMA: readonly string[] = [
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

const INSERT_IN_ORDER = `
  WITH ordered AS (SELECT pg_advisory_lock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER}) AS locked),
  written AS (
    INSERT INTO events (stream, revision, id, type, schema_version, data, metadata)
    SELECT $1, $2::int + e.ord::int - 1, (e.ev->>'id')::uuid, e.ev->>'type', (e.ev->>'schemaVersion')::int,
           e.ev->'data', e.ev->'metadata'
      FROM ordered, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(ev, ord)
     ORDER BY e.ord
    RETURNING position, revision
  )
  SELECT max(position) AS position, max(revision) AS revision,
         pg_advisory_unlock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER}) AS unlocked,
         pg_notify('tutela_events', max(position)::text) AS notified
    FROM written`;

export async function installPreviousSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of PREVIOUS_SCHEMA) await tx.query(statement);
  });
}

/**
 * The previous release's append, reduced to the happy path (the tests give it fresh streams and right
 * revisions): stream lock, state, then the insert under the global ordering lock, NOTIFY inside the transaction.
 */
export async function previousAppend(
  db: Database,
  stream: string,
  events: ReadonlyArray<{ id: string; type: string; data: unknown; metadata: unknown }>,
): Promise<{ position: number; revision: number }> {
  const payload = JSON.stringify(events.map((e) => ({ ...e, schemaVersion: 1 })));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [stream]);
    const { rows } = await tx.query<{ revision: number | null }>('SELECT max(revision) AS revision FROM events WHERE stream = $1', [
      stream,
    ]);
    const first = (rows[0].revision ?? -1) + 1;
    const written = await tx.query<{ position: number; revision: number }>(INSERT_IN_ORDER, [stream, first, payload]);
    return { position: Number(written.rows[0].position), revision: Number(written.rows[0].revision) };
  });
}
