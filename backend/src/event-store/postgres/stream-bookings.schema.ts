/**
 * Booked time intervals held by streams (see IntervalReservationChange in the port): "physician X from 08:00 to
 * 08:15" is a row here, scope 'physician', written in the same transaction as the events that book or unbook it.
 * The exclusion constraint is the rule: of two transactions booking overlapping intervals of one key, the second
 * waits for the first and fails if it commits, so N clients racing for one slot leave exactly one booking.
 */
export const BOOKINGS_TABLE = 'stream_bookings';
/** The constraint an overlapping booking violates, and the one tutela_apply_reservations reports (DETAIL: JSON). */
export const BOOKING_OVERLAP = 'stream_bookings_no_overlap';

/**
 * btree_gist gives gist the `=` on text the constraint needs next to the ranges' `&&`. Created in `public`, which
 * outlives the test schemas (search_path = one schema each, dropped afterwards): the constraint finds the default
 * operator class wherever the extension lives, so an older install elsewhere is fine too. The embedded store loads
 * it as a PGlite extension (pglite-database.ts). Where it cannot be had the migration fails, saying so.
 */
const BTREE_GIST = `DO $gist$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gist') THEN
       CREATE EXTENSION btree_gist SCHEMA public;
     END IF;
   EXCEPTION WHEN OTHERS THEN
     -- No fallback: without the constraint nothing would stop a double booking.
     RAISE EXCEPTION 'Estensione btree_gist non disponibile (%): serve al vincolo contro le prenotazioni sovrapposte; installarla nel database (CREATE EXTENSION btree_gist SCHEMA public) o concedere il diritto CREATE sul database', SQLERRM
       USING ERRCODE = SQLSTATE;
   END $gist$`;

/** Half-open ranges '[)': back-to-back bookings do not overlap. One row per (scope, key, stream, ref). */
const BOOKINGS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS ${BOOKINGS_TABLE} (
     scope text NOT NULL,
     key text NOT NULL,
     stream text NOT NULL,
     ref text NOT NULL,
     during tstzrange NOT NULL CHECK (NOT isempty(during) AND lower_inc(during) AND NOT upper_inc(during)),
     booked_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT stream_bookings_pkey PRIMARY KEY (scope, key, stream, ref),
     CONSTRAINT ${BOOKING_OVERLAP} EXCLUDE USING gist (scope WITH =, key WITH =, during WITH &&)
   )`;

/** Holders' stream lookups (a stream's own bookings, the command's view of them). */
const BOOKINGS_STREAM_INDEX = `CREATE INDEX IF NOT EXISTS stream_bookings_stream_idx ON ${BOOKINGS_TABLE} (stream)`;

/** Before the reservations' functions, which write the table. */
export const BOOKINGS_MIGRATION: readonly string[] = [BTREE_GIST, BOOKINGS_TABLE_DDL, BOOKINGS_STREAM_INDEX];

/** Epoch milliseconds of a bound, for the JSON the error carries (no dependence on the session's TimeZone). */
const ms = (bound: string) => `(extract(epoch FROM ${bound}) * 1000)::bigint`;

/**
 * The PL/pgSQL for one change `r` (jsonb) of kind 'book' or 'unbook' of stream `p_stream`, inside
 * tutela_apply_reservations' loop: an unbook deletes the stream's own row under the ref; a book inserts the
 * interval, or replaces the stream's own under the same ref. An overlap is caught in a subtransaction and the
 * bookings in the way, read in a new snapshot (after the concurrent holder committed), are added to `v_conflicts`;
 * when none is left (unbooked in between) the book is tried again. The caller raises once with every conflict.
 */
export const APPLY_BOOKING_SQL = `IF r->>'kind' = 'unbook' THEN
         DELETE FROM ${BOOKINGS_TABLE} WHERE scope = r->>'scope' AND key = r->>'key' AND stream = p_stream AND ref = r->>'ref';
         CONTINUE;
       END IF;
       IF r->>'kind' = 'book' THEN
         v_during := tstzrange((r->>'from')::timestamptz, (r->>'to')::timestamptz, '[)');
         v_tries := 0;
         LOOP
           v_tries := v_tries + 1;
           BEGIN
             INSERT INTO ${BOOKINGS_TABLE} (scope, key, stream, ref, during) VALUES (r->>'scope', r->>'key', p_stream, r->>'ref', v_during)
               ON CONFLICT (scope, key, stream, ref) DO UPDATE SET during = EXCLUDED.during, booked_at = now();
             EXIT;
           EXCEPTION WHEN exclusion_violation THEN
             SELECT jsonb_agg(jsonb_build_object('scope', b.scope, 'key', b.key, 'ref', b.ref, 'stream', b.stream,
                                                 'from', ${ms('lower(b.during)')}, 'to', ${ms('upper(b.during)')})
                              ORDER BY lower(b.during), b.stream, b.ref)
               INTO v_holders
               FROM ${BOOKINGS_TABLE} b
              WHERE b.scope = r->>'scope' AND b.key = r->>'key' AND b.during && v_during
                AND NOT (b.stream = p_stream AND b.ref = r->>'ref');
             -- A snapshot that cannot see the holder (a caller's REPEATABLE READ transaction): refused, unnamed.
             IF v_holders IS NOT NULL OR v_tries >= 5 THEN
               v_conflicts := v_conflicts || jsonb_build_array(jsonb_build_object(
                 'scope', r->>'scope', 'key', r->>'key', 'ref', r->>'ref',
                 'from', ${ms('lower(v_during)')}, 'to', ${ms('upper(v_during)')}, 'holders', coalesce(v_holders, '[]'::jsonb)));
               EXIT;
             END IF;
           END;
         END LOOP;
         CONTINUE;
       END IF;`;

/** Raised after the loop when a book was refused: the whole statement, events included, rolls back. */
export const RAISE_BOOKING_CONFLICTS_SQL = `IF jsonb_array_length(v_conflicts) > 0 THEN
       RAISE EXCEPTION 'Intervalli già prenotati: %', v_conflicts::text
         USING ERRCODE = 'exclusion_violation', CONSTRAINT = '${BOOKING_OVERLAP}', DETAIL = v_conflicts::text;
     END IF;`;
