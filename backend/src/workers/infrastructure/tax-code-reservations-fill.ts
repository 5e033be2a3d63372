import type { EventStore, WorkerEvent, Database } from '@tutela/contracts';
import { RESERVATIONS_TABLE_DDL } from '../../event-store/postgres/stream-reservations.schema';
import { TAX_CODE_SCOPE, heldTaxCodeKey } from '../domain/worker-reservations';
import { evolveWorker, initialWorkerState, type WorkerState } from '../domain/worker-state';

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
  /** Their streams with the key they would hold, for the log (the first LOGGED_DUPLICATES). */
  duplicates: Array<{ stream: string; key: string }>;
}

/** How many of the workers left without a key the fill names. */
export const LOGGED_DUPLICATES = 50;

/** Events read per page when the log is not a table of this database (EventStoreDB). */
const LOG_PAGE = 1_000;

/**
 * The tax-code keys of the workers hired before the keys existed, taken from the event log once: with
 * PostgreSQL and PGlite the log is the `events` table and one statement does it; with EventStoreDB the log is
 * read through `store` and folded like the commands fold a worker. Commands keep the keys from then on, with
 * each append.
 *
 * Duplicates already in the data do not stop the start: of the active workers sharing a customer and a tax code,
 * the first hired holds the key, the others stay as they are (the list shows them all, for someone to dismiss
 * or correct) and hold none, so reinstating, transferring or correcting one of them into a held key is refused
 * like a new hire. They are returned for the log. null when the fill had already been done.
 */
export async function fillTaxCodeReservations(db: Database, store?: EventStore): Promise<TaxCodeFill | null> {
  return db.transaction(async (tx) => {
    // Two processes starting together: the second waits, then finds the fill done.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', ['stream_reservation_fills']);
    await tx.query(FILLS_TABLE);
    const done = await tx.query('SELECT 1 FROM stream_reservation_fills WHERE scope = $1', [TAX_CODE_SCOPE]);
    if (done.rows.length > 0) return null;
    const { rows: present } = await tx.query<{ events: boolean }>("SELECT to_regclass('events') IS NOT NULL AS events");
    if (!present[0]?.events && !store) return null;
    await tx.query(RESERVATIONS_TABLE_DDL);
    const keyed = present[0]?.events ? `(${WORKER_KEYS}) AS k` : 'json_to_recordset($2::json) AS k(stream text, hired_at bigint, key text)';
    const params = present[0]?.events ? [TAX_CODE_SCOPE] : [TAX_CODE_SCOPE, JSON.stringify(await keysFromLog(store!))];
    const { rows } = await tx.query<{ keys: number; active: number; duplicates: Array<{ stream: string; key: string }> | null }>(
      `WITH keyed AS (SELECT * FROM ${keyed}),
            written AS (
              INSERT INTO stream_reservations (scope, key, stream)
              SELECT DISTINCT ON (key) $1, key, stream FROM keyed ORDER BY key, hired_at
              ON CONFLICT (scope, key) DO NOTHING
              RETURNING stream)
       SELECT (SELECT count(*) FROM written)::int AS keys, (SELECT count(*) FROM keyed)::int AS active,
              (SELECT json_agg(json_build_object('stream', d.stream, 'key', d.key))
                 FROM (SELECT stream, key FROM keyed WHERE stream NOT IN (SELECT stream FROM written)
                        ORDER BY key, hired_at LIMIT ${LOGGED_DUPLICATES}) AS d) AS duplicates`,
      params,
    );
    const fill = { keys: rows[0].keys, withoutKey: rows[0].active - rows[0].keys, duplicates: rows[0].duplicates ?? [] };
    await tx.query('INSERT INTO stream_reservation_fills (scope, keys, without_key) VALUES ($1, $2, $3)', [
      TAX_CODE_SCOPE,
      fill.keys,
      fill.withoutKey,
    ]);
    return fill;
  });
}

/** Every worker folded from the whole log (heldTaxCodeKey of its last state), with the position of its hire. */
async function keysFromLog(store: EventStore): Promise<Array<{ stream: string; hired_at: number; key: string }>> {
  const workers = new Map<string, { state: WorkerState; hiredAt: number }>();
  for (let after = 0; ;) {
    const page = await store.readAll({ after, limit: LOG_PAGE });
    for (const event of page) {
      if (!event.stream.startsWith('worker-')) continue;
      const worker = workers.get(event.stream) ?? { state: initialWorkerState(), hiredAt: event.position };
      worker.state = evolveWorker(worker.state, { type: event.type, data: event.data } as WorkerEvent);
      workers.set(event.stream, worker);
    }
    if (page.length < LOG_PAGE) break;
    after = page[page.length - 1].position;
  }
  return [...workers].flatMap(([stream, { state, hiredAt }]) => {
    const key = heldTaxCodeKey(state);
    return key ? [{ stream, hired_at: hiredAt, key }] : [];
  });
}
