import { APPLY_BOOKING_SQL, BOOKINGS_MIGRATION, RAISE_BOOKING_CONFLICTS_SQL } from './stream-bookings.schema';

/**
 * Unique keys held by streams (see ReservationChange in the port): "one active employment per tax code and
 * customer" is a row here, scope 'worker-tax-code', written in the same transaction as the events that take or
 * give it back. The primary key is the rule: two transactions claiming one key cannot both commit.
 */
export const RESERVATIONS_TABLE = 'stream_reservations';
/** The constraint a claim of another stream's key reports (raised by tutela_apply_reservations). */
export const RESERVATION_HELD = 'stream_reservations_pkey';

/** Also created by the EventStoreDB adapter's ReservationLedger, in the read-model database. */
export const RESERVATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS ${RESERVATIONS_TABLE} (
     scope text NOT NULL,
     key text NOT NULL,
     stream text NOT NULL,
     reserved_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT ${RESERVATION_HELD} PRIMARY KEY (scope, key)
   )`;

/**
 * Applies the changes in order for `p_stream`. A claim of a key another stream holds raises unique_violation on
 * RESERVATION_HELD with scope, key and holder as JSON in DETAIL (the whole statement, events included, rolls back). A claim waits
 * for a concurrent transaction inserting the same key and sees its outcome: committed, the key is taken; rolled
 * back, the claim inserts it. A release touches only the stream's own key. Booked intervals ('book', 'unbook'):
 * see stream-bookings.schema.ts; their conflicts are all raised together after the loop.
 */
const APPLY_FUNCTION = `CREATE OR REPLACE FUNCTION tutela_apply_reservations(p_stream text, p_reservations jsonb)
   RETURNS void LANGUAGE plpgsql AS $fn$
   DECLARE
     r jsonb;
     v_holder text;
     v_during tstzrange;
     v_holders jsonb;
     v_conflicts jsonb := '[]'::jsonb;
     v_tries integer;
   BEGIN
     FOR r IN SELECT x FROM jsonb_array_elements(p_reservations) AS x LOOP
       ${APPLY_BOOKING_SQL}
       IF r->>'kind' = 'release' THEN
         DELETE FROM ${RESERVATIONS_TABLE} WHERE scope = r->>'scope' AND key = r->>'key' AND stream = p_stream;
         CONTINUE;
       END IF;
       LOOP
         INSERT INTO ${RESERVATIONS_TABLE} (scope, key, stream) VALUES (r->>'scope', r->>'key', p_stream)
           ON CONFLICT (scope, key) DO NOTHING;
         EXIT WHEN FOUND;
         -- A new statement, a new snapshot: it sees the holder that made the insert do nothing.
         SELECT stream INTO v_holder FROM ${RESERVATIONS_TABLE} WHERE scope = r->>'scope' AND key = r->>'key';
         -- Released in between: try the insert again.
         CONTINUE WHEN NOT FOUND;
         EXIT WHEN v_holder = p_stream;
         RAISE EXCEPTION 'Chiave % % già riservata da %', r->>'scope', r->>'key', v_holder
           USING ERRCODE = 'unique_violation', CONSTRAINT = '${RESERVATION_HELD}',
                 DETAIL = json_build_object('scope', r->>'scope', 'key', r->>'key', 'holder', v_holder)::text;
       END LOOP;
     END LOOP;
     ${RAISE_BOOKING_CONFLICTS_SQL}
   END
   $fn$`;

/**
 * The append and the reservations in one statement, so one transaction in autocommit. The keys are written after
 * the events: the append function must be the first to write (it takes the transaction id under its position
 * lock), and a retry it recognises as stored changes no key.
 */
const APPEND_RESERVING_FUNCTION = `CREATE OR REPLACE FUNCTION tutela_append_reserving(
     p_stream text, p_expected bigint, p_events jsonb, p_reservations jsonb,
     OUT outcome text, OUT last_revision integer, OUT last_position bigint)
   LANGUAGE plpgsql AS $fn$
   BEGIN
     SELECT a.outcome, a.last_revision, a.last_position INTO outcome, last_revision, last_position
       FROM tutela_append_events(p_stream, p_expected, p_events) AS a;
     IF outcome = 'appended' THEN PERFORM tutela_apply_reservations(p_stream, p_reservations); END IF;
   END
   $fn$`;

/** After migrateEventStore (the function calls tutela_append_events); idempotent. */
export const RESERVATIONS_MIGRATION: readonly string[] = [
  RESERVATIONS_TABLE_DDL,
  ...BOOKINGS_MIGRATION,
  APPLY_FUNCTION,
  APPEND_RESERVING_FUNCTION,
];
