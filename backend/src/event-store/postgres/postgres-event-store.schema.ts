import type { Database } from '@tutela/contracts';
import { GENESIS_HASH } from '../../shared/event-chain/event-chain';
import { backfillEventChains } from './chain-backfill';
import { RESERVATIONS_MIGRATION } from './stream-reservations.schema';

/** NOTIFY channel: sent after an append commits, payload empty (listeners only wake up and read). */
export const EVENTS_CHANNEL = 'tutela_events';

/**
 * Advisory-lock keys. Streams lock on a 64-bit hash of their name (single-key form); the two-key form below is a
 * separate key space in pg_locks, so a stream hash can never collide with these.
 */
export const LOCK_NAMESPACE = 74_715; // arbitrary, reserved for the event store
export const LOCK_MIGRATION = 1;
export const LOCK_POSITION_ORDER = 2;

/** The constraint a batch violates when only ids after its first are already stored in the stream. */
export const ID_CLASH = 'events_stream_id_key';

/** The append function's answer (`outcome`): see APPEND_FUNCTION. */
export type AppendOutcome = 'appended' | 'stored' | 'mismatch' | 'conflict';

/**
 * `tx_id` records the writing transaction so readers can hide events of transactions that may still be in
 * flight (see readAll in postgres-event-store.ts). Events are the audit trail of medical records: a trigger
 * forbids UPDATE and DELETE, corrections are new events.
 */
const EVENTS_TABLE = `CREATE TABLE IF NOT EXISTS events (
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
   )`;

/**
 * The whole append in one call, so one round trip in autocommit (no BEGIN/COMMIT), and no NOTIFY inside it:
 * NOTIFY takes a database-wide lock until the commit is flushed, which would make appends commit one at a time.
 *
 * 1. The stream lock (transaction-level advisory lock on the stream's hash) serialises appends to one stream;
 *    the state read right after it sees every committed append before it (a new snapshot per statement).
 * 2. Idempotency, then the expected revision: answered as an outcome, not an error, so the caller throws the
 *    typed error without a second round trip. A batch whose first id is new but a later one is stored fails on
 *    the unique (stream, id) constraint, which the caller reports as the same mismatch.
 * 3. The gap-free rule of the readers (only events of transactions older than the snapshot's xmin, in position
 *    order) needs positions to be handed out in transaction-id order. So the transaction id is assigned and the
 *    positions are reserved together under one global lock, and released at once: only a nextval is serialised,
 *    not the insert, its index updates and WAL, and never the commit (group commit stays). Earlier versions of
 *    the store took the same lock around their INSERT, so old and new processes can append side by side.
 *    The lock is session-level (a transaction-level one would last until the commit): the exception block
 *    releases it if anything, a cancel included, interrupts the few statements that hold it.
 * 4. The insert with the reserved positions, outside the lock.
 *
 * Nothing before step 3 may write (a write would assign the transaction id outside the lock). Reserving a range
 * with setval is safe because every writer of `events` reserves under the same lock.
 */
const APPEND_FUNCTION = `CREATE OR REPLACE FUNCTION tutela_append_events(
     p_stream text, p_expected bigint, p_events jsonb,
     OUT outcome text, OUT last_revision integer, OUT last_position bigint)
   LANGUAGE plpgsql AS $fn$
   DECLARE
     v_count integer := jsonb_array_length(p_events);
     v_stored integer;
     v_current integer;
     v_tx xid8;
     v_first bigint;
     v_prev text;
     v_prevs text[] := '{}';
     v_hashes text[] := '{}';
   BEGIN
     PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
     -- The revision check and the chain's previous hash in one backward probe of the (stream, revision) index.
     SELECT revision, hash INTO v_current, v_prev FROM events WHERE stream = p_stream ORDER BY revision DESC LIMIT 1;
     IF NOT FOUND THEN v_current := -1; v_prev := '${GENESIS_HASH}'; END IF;
     -- The common case costs two index probes: the first id is enough to tell a retry (see ID_CLASH for a batch
     -- whose later ids alone are stored). Only a retry or a conflict looks up every id, idempotency first.
     -- p_expected: NULL = any revision, -1 = the stream must not exist.
     IF (v_current >= 0 AND EXISTS (SELECT 1 FROM events WHERE stream = p_stream AND id = (p_events->0->>'id')::uuid))
        OR (p_expected IS NOT NULL AND p_expected <> v_current) THEN
       SELECT count(*)::int, max(e.revision), max(e.position) INTO v_stored, last_revision, last_position
         FROM events e
        WHERE e.stream = p_stream AND e.id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) AS x);
       IF v_stored = v_count THEN outcome := 'stored'; RETURN; END IF;
       IF v_stored > 0 THEN outcome := 'mismatch'; RETURN; END IF;
       outcome := 'conflict'; last_revision := v_current; last_position := NULL; RETURN;
     END IF;

     -- The chain (event-chain.ts, chainHash): the writer sent each body's hash, the link is hashed here, under
     -- the stream lock, so two appends can never chain onto the same previous event. Before step 3: no write.
     FOR i IN 0 .. v_count - 1 LOOP
       v_prevs := v_prevs || v_prev;
       v_prev := encode(sha256(convert_to(
         coalesce(v_prev, '') || ':' || (v_current + 1 + i)::text || ':' || (p_events->i->>'bodyHash'), 'UTF8')), 'hex');
       v_hashes := v_hashes || v_prev;
     END LOOP;

     BEGIN
       PERFORM pg_advisory_lock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER});
       v_tx := pg_current_xact_id();
       v_first := nextval('events_position_seq');
       IF v_count > 1 THEN PERFORM setval('events_position_seq', v_first + v_count - 1); END IF;
       PERFORM pg_advisory_unlock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER});
     EXCEPTION WHEN OTHERS OR query_canceled THEN
       PERFORM pg_advisory_unlock_all();
       RAISE;
     END;

     INSERT INTO events (position, stream, revision, id, type, schema_version, data, metadata, tx_id, prev_hash, hash)
     SELECT v_first + x.ord - 1, p_stream, v_current + x.ord::int, (x.ev->>'id')::uuid, x.ev->>'type',
            (x.ev->>'schemaVersion')::int, x.ev->'data', x.ev->'metadata', v_tx, v_prevs[x.ord], v_hashes[x.ord]
       FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(ev, ord);
     outcome := 'appended';
     last_revision := v_current + v_count;
     last_position := v_first + v_count - 1;
   END
   $fn$`;

/**
 * The chain columns (see event-chain.ts). Nullable: rows of an installation that predates them are back-filled
 * once by the migration (backfillEventChains), the only UPDATE the trigger lets through.
 */
const CHAIN_COLUMNS = `ALTER TABLE events ADD COLUMN IF NOT EXISTS prev_hash text, ADD COLUMN IF NOT EXISTS hash text`;

const MIGRATION: readonly string[] = [
  EVENTS_TABLE,
  CHAIN_COLUMNS,
  `CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     -- The one-off back-fill of the chain: only a missing hash may be set, nothing else may change.
     IF TG_OP = 'UPDATE' AND OLD.hash IS NULL
        AND (NEW.position, NEW.stream, NEW.revision, NEW.id, NEW.type, NEW.schema_version, NEW.data, NEW.metadata,
             NEW.tx_id, NEW.recorded_at)
            IS NOT DISTINCT FROM (OLD.position, OLD.stream, OLD.revision, OLD.id, OLD.type, OLD.schema_version,
             OLD.data, OLD.metadata, OLD.tx_id, OLD.recorded_at) THEN
       RETURN NEW;
     END IF;
     RAISE EXCEPTION 'Gli eventi registrati non si modificano né si cancellano: registrare un evento di rettifica'
       USING ERRCODE = 'restrict_violation';
   END
   $$`,
  `CREATE OR REPLACE TRIGGER events_append_only
     BEFORE UPDATE OR DELETE ON events
     FOR EACH ROW EXECUTE FUNCTION events_append_only()`,
  // Added in place on an existing installation: the table keeps its shape, only the way it is written changes.
  APPEND_FUNCTION,
];

/** Idempotent; the lock keeps two instances starting together from racing on CREATE … IF NOT EXISTS. */
export async function migrateEventStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, LOCK_MIGRATION]);
    for (const statement of [...MIGRATION, ...RESERVATIONS_MIGRATION]) await tx.query(statement);
    await backfillEventChains(tx);
  });
}
