// The floors of bench/appointments.bench.mjs: what a booking costs the database with nothing of ours around it,
// on a raw `pg` pool of the same size as the HTTP clients.
//
// A booking, as the store writes it (backend/src/event-store/postgres: tutela_append_reserving), is one statement
// in autocommit that inserts the stream's event row into `events` and its intervals into `stream_bookings`, whose
// exclusion constraint refuses an overlap. The floor is that and nothing else: one INSERT … INSERT statement (one
// round trip, one transaction, no stream lock, no revision check, no hash chain, no position lock). It writes into
// the schema `bench_floor` of the bench's database, made by the store's own migration (the same columns,
// constraints, indexes and append-only trigger), so the floor's rows never reach the server's projectors and never
// take a position of the real log (the store hands positions out under its own lock).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

export const FLOOR_SCHEMA = 'bench_floor';

/** The store's tables in a schema of their own, made anew (a run's floor starts from empty tables). */
export async function prepareFloorSchema(root, databaseUrl) {
  const require = createRequire(path.join(root, 'package.json'));
  const { PgDatabase } = require(path.join(root, 'projections/dist/index.js'));
  const { PostgresEventStore } = require(path.join(root, 'backend/dist/event-store/postgres/postgres-event-store.js'));
  const db = new PgDatabase({ connectionString: databaseUrl, max: 1, options: `-c search_path=${FLOOR_SCHEMA},public` });
  try {
    await db.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`);
    await db.query(`CREATE SCHEMA ${FLOOR_SCHEMA}`);
    await PostgresEventStore.create(db);
  } finally {
    await db.close();
  }
}

/**
 * One booking's rows in one statement: the event (revision 0 of a new stream) and, from it, every interval.
 * `intervals`: [{ key, from, to }] as ISO instants.
 */
const BOOK = `WITH e AS (
    INSERT INTO ${FLOOR_SCHEMA}.events (stream, revision, id, type, data, metadata)
    VALUES ($1, 0, $2, 'AppointmentBooked', $3::jsonb, $4::jsonb) RETURNING stream)
  INSERT INTO ${FLOOR_SCHEMA}.stream_bookings (scope, key, stream, ref, during)
  SELECT 'appointment-slot', k.key, e.stream, k.key, tstzrange(k.f, k.t, '[)')
    FROM e, unnest($5::text[], $6::timestamptz[], $7::timestamptz[]) AS k(key, f, t)`;

/**
 * A booking on the raw pool: 'ok', or the SQLSTATE of its failure ('23P01' for an interval already held, the
 * refusal the store turns into a 409). `event`: a real AppointmentBooked's data and metadata, so the row weighs
 * what the store writes.
 */
export async function rawBooking(pool, event, intervals) {
  try {
    await pool.query(BOOK, [
      `appointment-${randomUUID()}`,
      randomUUID(),
      event.data,
      event.metadata,
      intervals.map((interval) => interval.key),
      intervals.map((interval) => interval.from),
      intervals.map((interval) => interval.to),
    ]);
    return 'ok';
  } catch (error) {
    if (typeof error?.code === 'string') return error.code;
    throw error;
  }
}

/**
 * A refusal as the database sees it on the store's path: the pre-check's read of the holders overlapping the
 * interval (AppointmentBookings.conflictsOf), answered before anything is inserted. Not an INSERT left to fail on
 * the exclusion constraint: 32 of those on one slot wait on each other's uncommitted rows (measured: 32 backends
 * in `transactionid` lock waits for over 50 s, about one refusal a second), the convoy the pre-check avoids.
 */
const HOLDERS = `SELECT key, stream, ref, lower(during) AS from_at, upper(during) AS to_at FROM ${FLOOR_SCHEMA}.stream_bookings
  WHERE scope = $1 AND key = $2 AND stream <> $3 AND during && tstzrange($4::timestamptz, $5::timestamptz, '[)') ORDER BY lower(during)`;

/** 'busy' when the interval is held (the 409's case), else 'free'. */
export async function rawRefusal(pool, { key, from, to }) {
  const { rows } = await pool.query(HOLDERS, ['appointment-slot', key, `appointment-${randomUUID()}`, from, to]);
  return rows.length ? 'busy' : 'free';
}

/** A series on the raw pool: one booking per occurrence, each its own transaction, one after the other. */
export async function rawSeries(pool, event, occurrences) {
  for (const intervals of occurrences) {
    const status = await rawBooking(pool, event, intervals);
    if (status !== 'ok') return status;
  }
  return 'ok';
}

/** The data and metadata of an AppointmentBooked the server wrote (the heaviest of its kind), for the floor's rows. */
export async function sampleBookedEvent(db) {
  const { rows } = await db.query(
    `SELECT data::text AS data, metadata::text AS metadata FROM events WHERE type = 'AppointmentBooked' ORDER BY length(data::text) DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error('nessun AppointmentBooked nel log: il pavimento non ha un evento da copiare');
  return rows[0];
}

/**
 * Da fissare's first page exactly as the server asks it: projections' workersToSchedule for the scope and filter,
 * paged by the backend's own pageStatements (the page with its capped count in one statement).
 */
export function toScheduleStatement(root, scope, filter, perPage) {
  const require = createRequire(path.join(root, 'package.json'));
  const { workersToSchedule } = require(path.join(root, 'projections/dist/index.js'));
  const { pageStatements } = require(path.join(root, 'backend/dist/http/paging/page-statements.js'));
  const statement = workersToSchedule(scope, { order: 'asc', ...filter });
  const { page } = pageStatements(statement, { page: 1, per_page: perPage, sort: 'next_visit', order: 'asc' }, true, '');
  return { text: page.text, params: page.params };
}

/** The plain read under it: the first page of workers by next visit, no scope, no anti-join, no count. */
export const PLAIN_FIRST_PAGE = `SELECT w.id, w.customer_id, w.factory_id, w.first_name, w.last_name, w.fiscal_code, w.email, w.company_name,
  w.factory_name, w.job_name, w.last_visit, w.next_visit FROM workers w ORDER BY w.next_visit, w.id LIMIT 10`;
