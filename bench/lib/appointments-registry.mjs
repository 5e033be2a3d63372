/* global URL */
// Da fissare's data for bench/appointments.bench.mjs: the registry generator's customers and workers written through
// the real store into the demo entity (so the demo's secretary sees them), then, once the server has projected them,
// a next visit for every worker spread over two years. The generator hires workers only: nobody has been visited,
// so next_visit is null everywhere and Da fissare would be empty; a visit signed per worker would cost a million
// more events for a column the list reads as is. Kept between runs (`bench_appointments_<workers>`): generating
// and projecting a million workers takes minutes, the runs that follow reuse them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateRegistry } from '../registry-generator.mjs';

/** The spread of the next visits: from a year before the bench's "today" to a year after (730 days). */
export const NEXT_VISIT_FROM = '2025-12-01';
export const NEXT_VISIT_DAYS = 730;
/** Written once every worker is generated: a run that died halfway leaves no marker and starts again. */
const MARKER = 'bench_appointments_prepared';

function databaseUrl(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The database with `workers` generated workers of `customers` customers of the demo entity, made unless a
 * previous run left it whole. Returns its URL and whether it was reused.
 */
export async function registryDatabase({ root, pg, adminUrl, database, workers, customers, fresh, log }) {
  const url = databaseUrl(adminUrl, database);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount > 0;
    if (exists && !fresh) {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const marker = await db.query(`SELECT workers FROM ${MARKER}`).catch(() => ({ rows: [] }));
        if (marker.rows[0]?.workers === workers) {
          log(`riuso ${database}: ${workers} lavoratori già generati`);
          return { url, reused: true };
        }
      } finally {
        await db.end();
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const require = createRequire(path.join(root, 'package.json'));
  const { PgDatabase } = require(path.join(root, 'projections/dist/index.js'));
  const { PostgresEventStore } = require(path.join(root, 'backend/dist/event-store/postgres/postgres-event-store.js'));
  const { demoWorker } = require(path.join(root, 'backend/dist/workers/seed/demo-workers.js'));
  const { DEMO_ENTITY } = require(path.join(root, 'backend/dist/demo/demo-data.js'));
  // synchronous_commit off for the generation only: its appends are setup, not what is measured.
  const db = new PgDatabase({ connectionString: url, max: 20, options: '-c synchronous_commit=off' });
  try {
    const store = await PostgresEventStore.create(db);
    const generated = await generateRegistry({ store, demoWorker, entityId: DEMO_ENTITY.id, customers, workers, log });
    log(`${workers} lavoratori generati in ${generated.seconds.toFixed(1)} s (${generated.appendsPerSecond} append/s)`);
    await db.query(`CREATE TABLE ${MARKER} (workers integer NOT NULL)`);
    await db.query(`INSERT INTO ${MARKER} VALUES ($1)`, [workers]);
  } finally {
    await db.close();
  }
  return { url, reused: false };
}

/**
 * After the server projected them: a next visit for every worker without one (the demo's own workers too),
 * deterministic per tax code, spread evenly over NEXT_VISIT_DAYS from NEXT_VISIT_FROM; then VACUUM ANALYZE (the
 * UPDATE leaves a dead version of every row and stale statistics). A run on a kept database finds them set.
 */
export async function spreadNextVisits(db, log) {
  const { rowCount } = await db.query(
    `UPDATE workers SET next_visit = to_char(date '${NEXT_VISIT_FROM}' + abs(hashtext(coalesce(fiscal_code, id))) % ${NEXT_VISIT_DAYS}, 'YYYY-MM-DD')
      WHERE next_visit IS NULL`,
  );
  log(`prossima visita scritta su ${rowCount} lavoratori`);
  // Only after the spread itself: the few workers the demo seed adds on a kept database do not need a minute of it.
  if (rowCount > 1000) await db.query('VACUUM ANALYZE workers');
}

/**
 * The workers a booking should name so the NOT EXISTS of Da fissare finds them: the first `count` of the list's own
 * order (next visit, id), where the first page would otherwise come from, and `count` of the window the bench
 * filters on. Each with its customer (the booking's customer_id).
 */
export async function workersToBook(db, count, window) {
  const head = await db.query(
    `SELECT id, customer_id FROM workers WHERE NOT resigned AND next_visit IS NOT NULL ORDER BY next_visit, id LIMIT $1`,
    [count],
  );
  const inWindow = await db.query(
    `SELECT id, customer_id FROM workers WHERE NOT resigned AND next_visit BETWEEN $2 AND $3 ORDER BY next_visit, id LIMIT $1`,
    [count, window.from, window.to],
  );
  const seen = new Set();
  return [...head.rows, ...inWindow.rows].filter((row) => !seen.has(row.id) && seen.add(row.id));
}
