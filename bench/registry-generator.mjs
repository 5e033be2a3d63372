/* global process, console, performance, setTimeout, URL */
// The registry's data at scale, written through the real event store: 100 customers (3 factories and 2
// departments each) and 1,000,000 workers with plausible Italian personal data and valid tax codes.
//
//   NX_DAEMON=false npx nx run-many -t build --outputStyle=static
//   node bench/registry-generator.mjs [--smoke] [--workers=N] [--customers=N] [--database=NAME] [--rounds=2]   (or: npm run bench -- registry)
//
// Other benchmarks import generateRegistry() to fill their own database (it only needs an EventStore). The CLI
// fills the database `bench_registry` (`bench_registry_smoke` with --smoke: 2,000 workers), reused while it holds
// exactly the events it would write, then rebuilds the workers read model and, in the same rounds, times what
// PostgreSQL alone needs to write those rows and build the same indexes (rawRebuild): ours, raw, ours, raw, with
// medians and their ratio. Then it times a few list queries.
// Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
export const FULL_WORKERS = 1_000_000;
export const SMOKE_WORKERS = 2_000;
export const CUSTOMERS = 100;
const FACTORIES_PER_CUSTOMER = 3;
const DEPARTMENTS_PER_FACTORY = 2;
/** Appends in flight at once: each worker is its own stream, so the store takes them in parallel. */
const WRITERS = 16;
const START = Date.parse('2024-01-01T08:00:00.000Z');

function loadCode(root) {
  try {
    const projections = require(path.join(root, 'projections/dist/index.js'));
    const { PostgresEventStore } = require(path.join(root, 'backend/dist/event-store/postgres/postgres-event-store.js'));
    const { demoWorker } = require(path.join(root, 'backend/dist/workers/seed/demo-workers.js'));
    return { ...projections, PostgresEventStore, demoWorker };
  } catch (error) {
    throw new Error(`Pacchetti compilati non trovati in ${root}: eseguire prima la build (${error.message})`);
  }
}

/** Events the generator writes for this many customers and workers (to tell a complete log from a partial one). */
export function registryEventCount(customers, workers) {
  return customers * (1 + FACTORIES_PER_CUSTOMER * (1 + DEPARTMENTS_PER_FACTORY)) + workers;
}

/**
 * Writes the customers (with factories and departments) and the workers through `store.append`, WRITERS
 * appends at a time. `demoWorker` is the backend's generator (backend/dist/workers/seed/demo-workers.js).
 * Returns the tenants it made, for the caller's queries.
 */
export async function generateRegistry({
  store,
  demoWorker,
  entityId = randomUUID(),
  customers = CUSTOMERS,
  workers = FULL_WORKERS,
  log = () => {},
}) {
  let ordinal = 0;
  const metadata = (customerId, factoryId = null) => {
    const commandId = randomUUID();
    return {
      actorId: 'bench',
      actorName: 'Generatore',
      actorRole: 'system',
      entityId,
      customerId,
      factoryId,
      correlationId: commandId,
      causationId: null,
      commandId,
      occurredAt: new Date(START + ordinal++ * 1000).toISOString(),
    };
  };
  const tenants = [];
  for (let c = 0; c < customers; c++) {
    const customerId = randomUUID();
    const events = [
      {
        id: randomUUID(),
        type: 'CustomerCreated',
        data: { customerId, entityId, companyName: `Azienda ${c + 1} S.r.l.`, vatNumber: String(10_000_000_000 + c) },
        metadata: metadata(customerId),
      },
    ];
    const factoryIds = [];
    for (let f = 0; f < FACTORIES_PER_CUSTOMER; f++) {
      const factoryId = randomUUID();
      factoryIds.push(factoryId);
      events.push({
        id: randomUUID(),
        type: 'FactoryAdded',
        data: { customerId, factoryId, name: `Sede ${f + 1}`, address: null, city: null, lat: null, lng: null },
        metadata: metadata(customerId, factoryId),
      });
      for (let d = 0; d < DEPARTMENTS_PER_FACTORY; d++) {
        events.push({
          id: randomUUID(),
          type: 'DepartmentAdded',
          data: { customerId, factoryId, departmentId: randomUUID(), name: `Reparto ${d + 1}` },
          metadata: metadata(customerId, factoryId),
        });
      }
    }
    await store.append(`customer-${customerId}`, events, { expectedRevision: 'no_stream' });
    tenants.push({ entityId, customerId, factoryIds });
  }
  log(`${customers} aziende scritte`);
  const started = performance.now();
  let next = 0;
  const writer = async () => {
    while (next < workers) {
      const index = next++;
      const tenant = tenants[index % tenants.length];
      const workerId = randomUUID();
      const data = demoWorker(index, workerId, tenant);
      await store.append(
        `worker-${workerId}`,
        [{ id: randomUUID(), type: 'WorkerHired', data, metadata: metadata(tenant.customerId, data.factoryId) }],
        { expectedRevision: 'no_stream' },
      );
      if ((index + 1) % 100_000 === 0)
        log(`${index + 1} lavoratori (${Math.round((index + 1) / ((performance.now() - started) / 1000))}/s)`);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = (performance.now() - started) / 1000;
  return { tenants, entityId, workers, seconds, appendsPerSecond: Math.round(workers / seconds) };
}

/** One rebuild of the workers projector: the batches (every event applied), then the deferred secondary indexes. */
async function timedRebuild(db, runtime, inPlace = false) {
  await db.query('CHECKPOINT');
  const started = performance.now();
  let replayed = null;
  await runtime.rebuild(
    'workers',
    ({ done, total }) => {
      if (replayed === null && done >= total) replayed = performance.now();
    },
    { inPlace },
  );
  const ended = performance.now();
  const batchSeconds = ((replayed ?? ended) - started) / 1000;
  return { seconds: (ended - started) / 1000, batchSeconds, indexSeconds: (ended - started) / 1000 - batchSeconds };
}

const FIRST_PAGE_BY_NAME =
  "SELECT id FROM workers WHERE NOT resigned ORDER BY lower(last_name || ' ' || first_name) NULLS LAST, id LIMIT 10";

/**
 * What a user sees while the workers read model is rebuilt: the list's first page by name, asked every 200 ms on
 * a connection of its own, timed and compared with the page before the rebuild. Beside the tables in use (the
 * default) the page stays whole and indexed until the swap; in place it is made of the rows replayed so far.
 */
async function probedRebuild(db, readDb, runtime, inPlace) {
  const before = JSON.stringify((await readDb.query(FIRST_PAGE_BY_NAME)).rows);
  const probes = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const t0 = performance.now();
      const { rows } = await readDb.query(FIRST_PAGE_BY_NAME);
      probes.push({ ms: performance.now() - t0, whole: JSON.stringify(rows) === before });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  let timed;
  try {
    timed = await timedRebuild(db, runtime, inPlace);
  } finally {
    running = false;
    await probing;
  }
  const ms = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  const at = (share) => Math.round(ms[Math.min(ms.length - 1, Math.floor(share * ms.length))] * 10) / 10;
  return {
    mode: inPlace ? 'in place' : 'beside',
    seconds: Math.round(timed.seconds * 10) / 10,
    probes: probes.length,
    wholePages: probes.filter((probe) => probe.whole).length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  };
}

/**
 * What PostgreSQL alone needs for the same read model: the rebuilt rows copied with INSERT … SELECT into empty
 * tables made by the projector's own migrations (primary keys in place, secondary indexes dropped), then the same
 * secondary indexes built by the runtime's own createDeferredIndexes (two lanes, the same sort memory). No event is
 * read and no projector code runs: the floor any projector's rebuild stands on, on this machine.
 */
async function rawRebuild({ PgDatabase, createDeferredIndexes, dropDeferredIndexes }, url, projector) {
  const schema = 'bench_registry_raw';
  // Two connections: the runtime's index builds run on two lanes.
  const db = new PgDatabase({ connectionString: url, max: 2, options: `-c search_path=${schema},public` });
  try {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.query(`CREATE SCHEMA ${schema}`);
    for (const ddl of projector.migrations) await db.query(ddl);
    await dropDeferredIndexes(db, projector);
    await db.query('CHECKPOINT');
    const started = performance.now();
    for (const table of projector.tables) await db.query(`INSERT INTO ${table} SELECT * FROM bench_registry_read.${table}`);
    const written = performance.now();
    await createDeferredIndexes(db, projector);
    const ended = performance.now();
    return { seconds: (ended - started) / 1000, batchSeconds: (written - started) / 1000, indexSeconds: (ended - written) / 1000 };
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

async function ensureDatabase(PgDatabase, serverUrl, name) {
  const admin = PgDatabase.fromUrl(serverUrl);
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The bench suite's entry (bench/run.mjs): fill, project, time a few worker-list queries. */
export async function run({ root, smoke = false, options = {} }) {
  const code = loadCode(root);
  const { PgDatabase, PostgresEventStore, ProjectionRuntime, workersProjector, demoWorker } = code;
  // The rounds (--rounds, 2 by default, 1 with --smoke) alternate our rebuild with PostgreSQL's own floor (rawRebuild).
  const workers = Number(options.workers ?? (smoke ? SMOKE_WORKERS : FULL_WORKERS));
  const customers = Number(options.customers ?? CUSTOMERS);
  const rounds = Number(options.rounds ?? (smoke ? 1 : 2));
  const serverUrl = String(
    options.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const dbName = String(options.database ?? (smoke ? 'bench_registry_smoke' : 'bench_registry'));
  const url = await ensureDatabase(PgDatabase, serverUrl, dbName);
  const log = (message) => console.error(`[registry] ${message}`);
  const db = new PgDatabase({ connectionString: url, max: WRITERS + 4, options: '-c synchronous_commit=off' });
  const table = [];
  const report = { database: dbName, customers, workers, rounds, vacuum: 'none: the tables are rebuilt in each round', generated: null, projection: null, raw: null, ratio: null, queries: {} };
  try {
    const store = await PostgresEventStore.create(db);
    const expected = registryEventCount(customers, workers);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM events');
    if (rows[0].n !== expected) {
      if (rows[0].n > 0) {
        log(`il log contiene ${rows[0].n} eventi invece di ${expected}: lo ricreo`);
        await db.query('DROP TABLE events CASCADE');
        await PostgresEventStore.create(db);
      }
      const generated = await generateRegistry({ store, demoWorker, customers, workers, log });
      report.generated = { seconds: Math.round(generated.seconds * 10) / 10, appendsPerSecond: generated.appendsPerSecond };
      table.push({ measure: 'append lavoratori', rows: workers, seconds: report.generated.seconds, 'per s': generated.appendsPerSecond });
    } else {
      log(`riuso ${expected} eventi già presenti`);
    }
    const readDb = new PgDatabase({ connectionString: url, max: 4, options: '-c search_path=bench_registry_read' });
    await db.query('DROP SCHEMA IF EXISTS bench_registry_read CASCADE');
    await db.query('CREATE SCHEMA bench_registry_read');
    const runtime = new ProjectionRuntime({
      db: readDb,
      eventStore: store,
      projectors: [workersProjector],
      logger: { info() {}, error: (m) => log(m) },
    });
    await runtime.prepare();
    // Interleaved rounds, ours then raw: the shared machine's slow moments fall on both. Medians across rounds.
    const ours = [];
    const raw = [];
    for (let round = 1; round <= rounds; round++) {
      log(`giro ${round}/${rounds}: ricostruzione del proiettore…`);
      ours.push(await timedRebuild(db, runtime));
      log(`giro ${round}/${rounds}: ${Math.round(expected / ours.at(-1).seconds)} eventi/s; ora PostgreSQL da solo…`);
      raw.push(await rawRebuild(code, url, workersProjector));
    }
    const events = expected;
    const median = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
    };
    const tenths = (value) => Math.round(value * 10) / 10;
    const summary = (runs) => ({
      seconds: tenths(median(runs.map((r) => r.seconds))),
      batchSeconds: tenths(median(runs.map((r) => r.batchSeconds))),
      indexSeconds: tenths(median(runs.map((r) => r.indexSeconds))),
      eventsPerSecond: Math.round(events / median(runs.map((r) => r.seconds))),
      rounds: runs.map((r) => ({ seconds: tenths(r.seconds), batchSeconds: tenths(r.batchSeconds), indexSeconds: tenths(r.indexSeconds) })),
    });
    report.projection = summary(ours);
    report.raw = { ...summary(raw), about: 'INSERT … SELECT of the rebuilt rows into empty copies of the tables, then the same deferred indexes on two lanes: the server alone, no event read, no projector' };
    report.ratio = Math.round((report.projection.seconds / report.raw.seconds) * 100) / 100;
    const rowOf = (measure, seconds) => ({ measure, rows: workers, seconds, 'per s': seconds ? Math.round(events / seconds) : '' });
    table.push(rowOf('rebuild workers', report.projection.seconds));
    table.push(rowOf('  di cui batch', report.projection.batchSeconds));
    table.push({ ...rowOf('  di cui indici', report.projection.indexSeconds), 'per s': '' });
    table.push(rowOf('PostgreSQL da solo', report.raw.seconds));
    table.push(rowOf('  di cui scrittura', report.raw.batchSeconds));
    table.push({ ...rowOf('  di cui indici', report.raw.indexSeconds), 'per s': '' });
    table.push({ measure: 'rapporto dei tempi, nostro / da solo', rows: workers, seconds: report.ratio, 'per s': '' });
    // The same rebuild seen from the list, beside the tables in use and in place, one after the other.
    report.duringRebuild = [];
    for (const inPlace of [false, true]) {
      const seen = await probedRebuild(db, readDb, runtime, inPlace);
      report.duringRebuild.push(seen);
      table.push({
        measure: `durante la ricostruzione (${seen.mode}): prima pagina intera ${seen.wholePages}/${seen.probes}, p50 ${seen.p50Ms} ms, max ${seen.maxMs} ms`,
        rows: workers,
        seconds: seen.seconds,
        'per s': Math.round(events / seen.seconds),
      });
    }
    const queries = {
      'prima pagina per nome': [FIRST_PAGE_BY_NAME, []],
      'ricerca "rossi"': ['SELECT id FROM workers WHERE search_text LIKE $1 LIMIT 20', ['%rossi%']],
      'un cliente per nome': [
        "SELECT id FROM workers WHERE customer_id = (SELECT customer_id FROM workers LIMIT 1) ORDER BY lower(last_name || ' ' || first_name) NULLS LAST, id LIMIT 10",
        [],
      ],
    };
    for (const [label, [sql, params]] of Object.entries(queries)) {
      const t0 = performance.now();
      await readDb.query(sql, params);
      const ms = Math.round((performance.now() - t0) * 10) / 10;
      report.queries[label] = ms;
      table.push({ measure: label, rows: workers, seconds: Number((ms / 1000).toFixed(4)), 'per s': '' });
    }
    await readDb.close();
  } finally {
    await db.close();
  }
  return { table, report, ok: true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? true];
    }),
  );
  run({ root, smoke: args.smoke === true, options: args }).then(
    ({ table }) => {
      console.table(table);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
