import type { Database } from '@tutela/projections';
import { TAX_CODE_SCOPE } from '../domain/worker-reservations';

/** Once per database: which scopes of stream_reservations were filled from the log written before them. */
const FILLS_TABLE = `CREATE TABLE IF NOT EXISTS stream_reservation_fills (
     scope text PRIMARY KEY,
     filled_at timestamptz NOT NULL DEFAULT now(),
     keys integer NOT NULL,
     without_key integer NOT NULL
   )`;

/**
 * Every worker's key as the log leaves it, the same fold as heldTaxCodeKey (worker-reservations.ts) in SQL: the
 * customer of the last hire or transfer, the tax code of the hire or of the last correction of it, active unless
 * the last of hire, dismissal and reinstatement is a dismissal.
 */
const WORKER_KEYS = `
  SELECT stream, hired_at, customer_id || ':' || fiscal_code AS key
    FROM (SELECT stream, min(position) AS hired_at,
                 (array_agg(data->>'customerId' ORDER BY revision DESC)
                    FILTER (WHERE type IN ('WorkerHired', 'WorkerTransferred')))[1] AS customer_id,
                 (array_agg(data->>'fiscalCode' ORDER BY revision DESC)
                    FILTER (WHERE type = 'WorkerHired' OR (type = 'WorkerPersonalDataUpdated' AND data ? 'fiscalCode')))[1] AS fiscal_code,
                 (array_agg(type ORDER BY revision DESC)
                    FILTER (WHERE type IN ('WorkerHired', 'WorkerResigned', 'WorkerReinstated')))[1] AS last_status
            FROM events
           WHERE stream LIKE 'worker-%'
             AND type IN ('WorkerHired', 'WorkerTransferred', 'WorkerPersonalDataUpdated', 'WorkerResigned', 'WorkerReinstated')
           GROUP BY stream) AS worker
   WHERE last_status IN ('WorkerHired', 'WorkerReinstated') AND customer_id IS NOT NULL AND fiscal_code IS NOT NULL`;

export interface TaxCodeFill {
  /** Keys written. */
  keys: number;
  /** Active workers left without a key: another active worker of the same customer has their tax code. */
  withoutKey: number;
}

/**
 * The tax-code keys of the workers hired before the keys existed, taken from the event log once (PostgreSQL and
 * PGlite: the log is the `events` table; with EventStoreDB there is none, and nothing is filled). Commands keep
 * the keys from then on, in each append's transaction.
 *
 * Duplicates already in the data do not stop the start: of the active workers sharing a customer and a tax code,
 * the first hired holds the key, the others stay as they are (the list shows them all, for someone to dismiss
 * or correct) and hold none, so reinstating, transferring or correcting one of them into a held key is refused
 * like a new hire. Their number is returned for the log. null when the fill had already been done.
 */
export async function fillTaxCodeReservations(db: Database): Promise<TaxCodeFill | null> {
  return db.transaction(async (tx) => {
    // Two processes starting together: the second waits, then finds the fill done.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', ['stream_reservation_fills']);
    await tx.query(FILLS_TABLE);
    const done = await tx.query('SELECT 1 FROM stream_reservation_fills WHERE scope = $1', [TAX_CODE_SCOPE]);
    if (done.rows.length > 0) return null;
    const { rows: present } = await tx.query<{ events: boolean }>("SELECT to_regclass('events') IS NOT NULL AS events");
    if (!present[0]?.events) return null;
    const { rows } = await tx.query<{ keys: number; active: number }>(
      `WITH keyed AS (${WORKER_KEYS}),
            written AS (
              INSERT INTO stream_reservations (scope, key, stream)
              SELECT DISTINCT ON (key) $1, key, stream FROM keyed ORDER BY key, hired_at
              ON CONFLICT (scope, key) DO NOTHING
              RETURNING 1)
       SELECT (SELECT count(*) FROM written)::int AS keys, (SELECT count(*) FROM keyed)::int AS active`,
      [TAX_CODE_SCOPE],
    );
    const fill = { keys: rows[0].keys, withoutKey: rows[0].active - rows[0].keys };
    await tx.query('INSERT INTO stream_reservation_fills (scope, keys, without_key) VALUES ($1, $2, $3)', [TAX_CODE_SCOPE, fill.keys, fill.withoutKey]);
    return fill;
  });
}
