/* global process, console, setTimeout, performance, URL */
// Rebuild throughput and live projection lag of the read models, on the real PostgreSQL server.
//
//   NX_DAEMON=false npx nx run-many -t build --outputStyle=static
//   node bench/rebuild.bench.mjs [--smoke] [--code-root=DIR] [--live-seconds=60]
//
// 1. Fills the database `bench_rebuild_events` (`…_smoke` with --smoke) with 1,000,000 events (5,000 with
//    --smoke) through the real event store: users with role grants, profile and password changes, reset
//    requests, deactivations; entities; customers; workers (events only the activity log reads). Created once,
//    reused while it holds exactly that many events.
// 2. Times `rebuild all` and each projector alone into a schema of its own, with the size of every table right
//    after the rebuild and after VACUUM FULL (the difference is the bloat the rebuild left behind).
// 3. Times a raw `INSERT … SELECT` of the same events into a copy of the activity-log table (same indexes):
//    what the server does with no projector in the way.
// 4. Appends at full rate for 60 s (5 s with --smoke) into a throw-away event log with the projections running
//    live in the same process, as `npm start` runs them: max lag in events and ms, read-your-writes timeouts.
// --code-root points at another build (e.g. a copy of the base commit's dist folders) to measure it instead.
// Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): any
// database of the server, used to create the benchmark's own.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const FULL_EVENTS = 1_000_000;
const SMOKE_EVENTS = 5_000;
const READ_SCHEMA = 'bench_read_models';
const LIVE_SCHEMA = 'bench_live';
/** Read-your-writes deadline of the live phase: the API's own wait is of this order. */
const RYW_TIMEOUT_MS = 5_000;

/**
 * @param {{ root: string, smoke?: boolean, options?: Record<string, string|number|boolean> }} args
 * @returns {Promise<{ table: Array<Record<string, string|number>>, report: object, ok: boolean }>}
 */
export async function run({ root, smoke = false, options = {} }) {
  const codeRoot = path.resolve(String(options.codeRoot ?? options['code-root'] ?? root));
  const { PgDatabase, ProjectionRuntime, allProjectors, PostgresEventStore } = loadCode(codeRoot);
  const serverUrl = String(options.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const target = Number(options.events ?? (smoke ? SMOKE_EVENTS : FULL_EVENTS));
  const liveSeconds = Number(options.liveSeconds ?? options['live-seconds'] ?? (smoke ? 5 : 60));
  const dbName = smoke ? 'bench_rebuild_events_smoke' : 'bench_rebuild_events';
  const url = await ensureDatabase(PgDatabase, serverUrl, dbName);
  const log = (message) => console.error(`[rebuild] ${message}`);
  const silent = { info() {}, error: (message, fields) => log(`${message} ${JSON.stringify(fields ?? {})}`) };

  const storeDb = new PgDatabase({ connectionString: url, max: 20, options: '-c synchronous_commit=off' });
  const readDb = new PgDatabase({ connectionString: url, max: 10, options: `-c search_path=${READ_SCHEMA}` });
  const table = [];
  const report = { codeRoot, database: dbName, events: target, generated: null, rebuild: {}, raw: null, sizes: {}, live: null };
  try {
    const store = await PostgresEventStore.create(storeDb);
    report.generated = await ensureEvents(store, storeDb, target, log);

    await storeDb.query(`DROP SCHEMA IF EXISTS ${READ_SCHEMA} CASCADE`);
    await storeDb.query(`CREATE SCHEMA ${READ_SCHEMA}`);
    const projectors = allProjectors();
    const runtime = new ProjectionRuntime({ db: readDb, eventStore: store, projectors, logger: silent });
    await runtime.prepare();
    const names = [...projectors.map((projector) => projector.name), 'all'];
    // Each projector alone first, then all together: `all` last leaves the tables measured below.
    for (const name of names) {
      await storeDb.query('CHECKPOINT');
      log(`rebuild ${name}…`);
      const started = performance.now();
      await runtime.rebuild(name);
      const seconds = (performance.now() - started) / 1000;
      report.rebuild[name] = { seconds: round(seconds, 2), eventsPerSecond: Math.round(target / seconds) };
      table.push({ measure: `rebuild ${name}`, events: target, seconds: round(seconds, 2), 'events/s': Math.round(target / seconds) });
      log(`rebuild ${name}: ${Math.round(target / seconds)} ev/s`);
    }

    const tables = projectors.flatMap((projector) => projector.tables);
    const before = await tableSizes(readDb, tables);
    await readDb.query(`VACUUM FULL ANALYZE ${tables.join(', ')}`);
    const after = await tableSizes(readDb, tables);
    for (const name of tables) {
      report.sizes[name] = { rows: before[name].rows, pagesAfterRebuild: before[name].pages, pagesAfterVacuumFull: after[name].pages, bytesAfterRebuild: before[name].bytes };
      table.push({
        measure: `size ${name}`,
        rows: before[name].rows,
        'pages after rebuild': before[name].pages,
        'pages after VACUUM FULL': after[name].pages,
        bloat: round(before[name].pages / Math.max(1, after[name].pages), 2),
      });
    }

    report.raw = await rawInsertSelect(storeDb, target);
    table.push({ measure: 'raw INSERT … SELECT (activity_log copy)', events: target, seconds: report.raw.seconds, 'events/s': report.raw.rowsPerSecond });
    log(`raw INSERT … SELECT: ${report.raw.rowsPerSecond} rows/s`);

    report.live = await liveLag({ PgDatabase, ProjectionRuntime, allProjectors, PostgresEventStore }, storeDb, url, liveSeconds, silent, log);
    table.push({
      measure: `live ${liveSeconds} s`,
      appended: report.live.appended,
      'append ev/s': report.live.appendPerSecond,
      'max lag events': report.live.maxLagEvents,
      'max lag ms': report.live.maxLagMs,
      'p99 lag ms': report.live.p99LagMs,
      'ryw timeouts': report.live.readYourWritesTimeouts,
    });
    await runtime.stop();
  } finally {
    await readDb.close();
    await storeDb.close();
  }
  const ok = report.live.readYourWritesTimeouts === 0 && report.live.caughtUp;
  return { table, report, ok };
}

function loadCode(codeRoot) {
  try {
    const projections = require(path.join(codeRoot, 'projections/dist/index.js'));
    const { PostgresEventStore } = require(path.join(codeRoot, 'backend/dist/event-store/postgres/postgres-event-store.js'));
    return { ...projections, PostgresEventStore };
  } catch (error) {
    throw new Error(`Pacchetti compilati non trovati in ${codeRoot}: eseguire prima la build (${error.message})`);
  }
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
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

/** Reuses the log when it holds exactly `target` events; otherwise starts it again. */
async function ensureEvents(store, db, target, log) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM events');
  if (rows[0].n === target) {
    log(`riuso ${target} eventi già presenti`);
    return { reused: true, seconds: 0 };
  }
  if (rows[0].n > 0) {
    log(`il log contiene ${rows[0].n} eventi invece di ${target}: lo ricreo`);
    await db.query('DROP TABLE events CASCADE');
    await store.constructor.create(db);
  }
  const started = performance.now();
  const appended = await appendHistory(store, target, log);
  const seconds = (performance.now() - started) / 1000;
  await db.query('VACUUM ANALYZE events');
  return { reused: false, seconds: round(seconds, 1), appendsPerSecond: Math.round(appended / seconds) };
}

/** Small deterministic PRNG (mulberry32): the same seed gives the same history, so runs compare. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLES = ['doctor', 'nurse', 'secretary', 'specializing', 'hse_manager', 'admin_manager', 'customer', 'RSPP'];
const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Bari', 'Verona'];
const SURNAMES = ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno'];
const NAMES = ['Mario', 'Giulia', 'Luca', 'Francesca', 'Marco', 'Chiara', 'Andrea', 'Sara', 'Paolo', 'Elena'];
const START = Date.parse('2024-01-01T08:00:00.000Z');

/**
 * The history of one stream as a list of appends (each 1–3 events, as commands write them). Proportions of a
 * provider with ~10 entities: per 100 events about 55 on users (creation, 2 grants, profile edits, password
 * changes and reset requests, some revocations and deactivations), 12 on customers, 33 on workers.
 */
/** Two years of history over a million events: about a minute apart. */
function stamp(events, ordinal) {
  for (const event of events) event.metadata.occurredAt = new Date(START + ordinal * 60_000).toISOString();
  return events;
}

function streamHistory(kind, index, random, entities, customers) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const entityId = entities[index % entities.length];
  const meta = (extra = {}) => {
    const commandId = randomUUID();
    // occurredAt is set when the event is appended (see stamp): histories are planned before they interleave.
    return { actorId: 'admin', actorName: 'Amministratore', actorRole: 'system_administrator', entityId, correlationId: commandId, causationId: null, commandId, occurredAt: null, ...extra };
  };
  const ev = (type, data, extra) => ({ id: randomUUID(), type, data, metadata: meta(extra) });
  if (kind === 'entity') {
    const id = entityId;
    return {
      stream: `entity-${id}`,
      appends: [
        [ev('EntityCreated', { entityId: id, name: `Ente ${index}`, addressInfo: `Via ${pick(SURNAMES)} ${index}`, activeMd: true, activeFr: true, activeSr: random() < 0.5, generic: false })],
        ...Array.from({ length: 3 }, (_, n) => [ev('EntityUpdated', { name: `Ente ${index} (${n})`, additionalData: { logo: `logo-${n}.png` } })]),
      ],
    };
  }
  if (kind === 'customer') {
    const id = customers[index];
    return {
      stream: `customer-${id}`,
      appends: [
        [ev('CustomerCreated', { customerId: id, entityId, companyName: `${pick(SURNAMES)} ${index} S.r.l.`, vatNumber: String(10_000_000_000 + index), fiscalCode: null, address: `Via Roma ${index}`, city: pick(CITIES), phone: `02 ${index}`, email: `info${index}@cliente.it`, ateco: '62.01' }, { customerId: id })],
      ],
    };
  }
  if (kind === 'worker') {
    const id = randomUUID();
    const customerId = pick(customers);
    const appends = [[ev('WorkerCreated', { workerId: id, firstName: pick(NAMES), lastName: pick(SURNAMES), fiscalCode: `RSSMRA80A01F205${index % 10}` }, { customerId })]];
    const more = 1 + Math.floor(random() * 4);
    for (let n = 0; n < more; n++) {
      appends.push([ev(pick(['WorkerUpdated', 'WorkerHazardAdded', 'WorkerMoved']), { note: `modifica ${n}`, reparto: pick(['A', 'B', 'C']) }, { customerId })]);
    }
    return { stream: `worker-${id}`, appends };
  }
  const id = randomUUID();
  const email = `utente.${index}@tutela.bench`;
  const hash = () => `$argon2id$v=19$m=19456,t=2,p=1$${randomUUID().replace(/-/g, '')}`;
  const expires = () => new Date(START + random() * 7e10).toISOString();
  const appends = [
    [ev('UserCreated', { userId: id, entityId, email, firstName: pick(NAMES), lastName: pick(SURNAMES), phone: null, staffRoles: [], isMirEnabled: false, passwordHash: hash(), passwordExpiresAt: expires(), mustChangePassword: true })],
  ];
  const grants = [];
  const grantCount = 1 + Math.floor(random() * 3);
  for (let n = 0; n < grantCount; n++) {
    const grantId = randomUUID();
    grants.push(grantId);
    const role = pick(ROLES);
    const scoped = role === 'customer' || role === 'RSPP';
    appends.push([ev('UserRoleGranted', { grantId, role, customerId: scoped ? pick(customers) : null, factoryId: null, app: random() < 0.2 ? 'sr' : null })]);
  }
  appends.push([ev('UserPasswordChanged', { passwordHash: hash(), passwordExpiresAt: expires(), via: 'self' })]);
  const edits = Math.floor(random() * 4);
  for (let n = 0; n < edits; n++) appends.push([ev('UserUpdated', { phone: `333 ${index} ${n}`, lastName: pick(SURNAMES) })]);
  if (random() < 0.4) {
    appends.push([ev('UserPasswordResetRequested', { tokenHash: randomUUID(), expiresAt: expires(), app: 'md' })]);
    appends.push([ev('UserPasswordChanged', { passwordHash: hash(), passwordExpiresAt: expires(), via: 'reset' })]);
  }
  if (random() < 0.15) appends.push([ev('UserRoleRevoked', { grantId: grants[0] })]);
  if (random() < 0.1) appends.push([ev('UserPasswordChangeForced', { reason: null }), ev('UserPasswordChanged', { passwordHash: hash(), passwordExpiresAt: expires(), via: 'admin' })]);
  if (random() < 0.08) {
    appends.push([ev('UserDeactivated', { reason: null })]);
    if (random() < 0.5) appends.push([ev('UserReactivated', {})]);
  }
  return { stream: `user-${id}`, appends };
}

/**
 * Appends through the real store with 16 writers, each interleaving the appends of its 32 open streams (as
 * concurrent users do), so the events of one stream are spread over the log. Stops at exactly `target`.
 */
async function appendHistory(store, target, log) {
  const random = prng(20_251_123);
  const entities = Array.from({ length: 10 }, () => randomUUID());
  const customers = Array.from({ length: Math.max(20, Math.round(target / 80)) }, () => randomUUID());
  const streams = [];
  let planned = 0;
  const add = (kind, index) => {
    const history = streamHistory(kind, index, random, entities, customers);
    streams.push(history);
    planned += history.appends.reduce((sum, events) => sum + events.length, 0);
  };
  entities.forEach((_, index) => add('entity', index));
  customers.forEach((_, index) => add('customer', index));
  for (let index = 0; planned < target; index++) add(random() < 0.5 ? 'user' : 'worker', index);
  // Trim the surplus from the end so the log holds exactly `target` events.
  while (planned > target) {
    const last = streams[streams.length - 1];
    const tail = last.appends[last.appends.length - 1];
    tail.pop();
    planned--;
    if (tail.length === 0) last.appends.pop();
    if (last.appends.length === 0) streams.pop();
  }
  // Entities first (everything refers to them), then everything else shuffled over the writers.
  const head = streams.splice(0, entities.length);
  let done = 0;
  for (const history of head) {
    for (const [revision, events] of history.appends.entries()) {
      await store.append(history.stream, stamp(events, done), { expectedRevision: revision === 0 ? 'no_stream' : 'any' });
      done += events.length;
    }
  }
  const WRITERS = 16;
  const OPEN = 32;
  let next = 0;
  let lastLog = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const open = [];
      for (;;) {
        while (open.length < OPEN && next < streams.length) open.push({ history: streams[next++], step: 0, revision: -1 });
        if (open.length === 0) return;
        const slot = Math.floor(random() * open.length);
        const current = open[slot];
        // 1–4 commands of the stream per append: keeps the fill of a million events within minutes on two
        // cores (each append is a transaction) while the streams still interleave over the log.
        const take = 1 + Math.floor(random() * 4);
        const events = current.history.appends.slice(current.step, current.step + take).flat();
        current.step = Math.min(current.history.appends.length, current.step + take);
        const result = await store.append(current.history.stream, stamp(events, done), { expectedRevision: current.revision < 0 ? 'no_stream' : current.revision });
        current.revision = result.nextRevision;
        done += events.length;
        if (current.step === current.history.appends.length) open.splice(slot, 1);
        if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          log(`generati ${done}/${target} eventi`);
        }
      }
    }),
  );
  return done;
}

async function tableSizes(db, tables) {
  const sizes = {};
  for (const name of tables) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM ${name})::bigint AS rows, pg_relation_size($1::regclass)::bigint AS bytes,
              (pg_relation_size($1::regclass) / current_setting('block_size')::int)::bigint AS pages`,
      [name],
    );
    sizes[name] = rows[0];
  }
  return sizes;
}

/**
 * The floor: the same events turned into activity-log rows by one INSERT … SELECT inside the server, into a
 * copy of the table with the same indexes and constraints (no summary wording, no secret redaction).
 */
async function rawInsertSelect(db, target) {
  await db.query('DROP TABLE IF EXISTS bench_raw_activity_log');
  await db.query(`CREATE TABLE bench_raw_activity_log (LIKE ${READ_SCHEMA}.activity_log INCLUDING ALL)`);
  await db.query('CHECKPOINT');
  const started = performance.now();
  await db.query(`INSERT INTO bench_raw_activity_log
    SELECT position, id::text, type, split_part(stream, '-', 1), split_part(stream, '-', 1), substr(stream, strpos(stream, '-') + 1),
           'created', (metadata->>'occurredAt')::timestamptz, metadata->>'actorId', metadata->>'actorName', metadata->>'actorRole',
           metadata->>'entityId', metadata->>'customerId', metadata->>'factoryId', type,
           jsonb_build_object('attributes', data, 'schemaVersion', schema_version, 'revision', revision,
                              'correlationId', metadata->'correlationId', 'causationId', metadata->'causationId', 'commandId', metadata->'commandId')
      FROM events ORDER BY position`);
  const seconds = (performance.now() - started) / 1000;
  await db.query('DROP TABLE bench_raw_activity_log');
  return { seconds: round(seconds, 2), rowsPerSecond: Math.round(target / seconds) };
}

/**
 * Live projection under load: a fresh log in its own schema, the runtime started on it, 16 writers appending
 * user histories as fast as the store takes them for `seconds`. Every 25 ms the lag is sampled (head minus the
 * slowest projector); each append's own delay is taken when the slowest projector passes its position. One
 * writer in four waits for its write to be projected (read-your-writes) before going on.
 */
async function liveLag(code, adminDb, url, seconds, logger, log) {
  const { PgDatabase, ProjectionRuntime, allProjectors, PostgresEventStore } = code;
  await adminDb.query(`DROP SCHEMA IF EXISTS ${LIVE_SCHEMA} CASCADE`);
  await adminDb.query(`CREATE SCHEMA ${LIVE_SCHEMA}`);
  const storeDb = new PgDatabase({ connectionString: url, max: 20, options: `-c search_path=${LIVE_SCHEMA}` });
  const readDb = new PgDatabase({ connectionString: url, max: 10, options: `-c search_path=${LIVE_SCHEMA}` });
  const store = await PostgresEventStore.create(storeDb);
  const runtime = new ProjectionRuntime({ db: readDb, eventStore: store, projectors: allProjectors(), logger });
  const random = prng(7);
  const entities = [randomUUID()];
  const customers = Array.from({ length: 50 }, () => randomUUID());
  const pending = [];
  const delays = [];
  let maxLagEvents = 0;
  let appended = 0;
  let timeouts = 0;
  let stopping = false;
  let stoppedAt = 0;
  try {
    await runtime.start();
    const sampler = (async () => {
      while (!stopping || pending.length > 0) {
        const status = await runtime.status();
        const slowest = Math.min(...status.projectors.map((projector) => projector.position));
        maxLagEvents = Math.max(maxLagEvents, status.headPosition - slowest);
        const now = performance.now();
        while (pending.length > 0 && pending[0].position <= slowest) delays.push(now - pending.shift().at);
        if (stopping && performance.now() - stoppedAt > 120_000) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let index = 0;
    await Promise.all(
      Array.from({ length: 16 }, async (_, writer) => {
        while (performance.now() < deadline) {
          const history = streamHistory(random() < 0.6 ? 'user' : 'worker', index++, random, entities, customers);
          let revision = -1;
          for (const events of history.appends) {
            if (performance.now() >= deadline) break;
            const result = await store.append(history.stream, stamp(events, appended), { expectedRevision: revision < 0 ? 'no_stream' : revision });
            revision = result.nextRevision;
            appended += events.length;
            // Positions reach the sampler in commit order per writer; the queue is kept sorted.
            insertSorted(pending, { position: result.position, at: performance.now() });
            if (writer % 4 === 0 && !(await runtime.waitForPosition(result.position, { timeoutMs: RYW_TIMEOUT_MS }))) timeouts++;
          }
        }
      }),
    );
    const appendSeconds = (performance.now() - started) / 1000;
    stopping = true;
    stoppedAt = performance.now();
    const head = await store.headPosition();
    const caughtUp = await runtime.waitForPosition(head, { timeoutMs: 120_000 });
    const drainMs = performance.now() - stoppedAt;
    await sampler;
    delays.sort((a, b) => a - b);
    const pct = (p) => (delays.length ? round(delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))], 1) : 0);
    const result = {
      seconds: round(appendSeconds, 1),
      appended,
      appendPerSecond: Math.round(appended / appendSeconds),
      maxLagEvents,
      maxLagMs: pct(100),
      p50LagMs: pct(50),
      p99LagMs: pct(99),
      readYourWritesTimeouts: timeouts,
      readYourWritesTimeoutMs: RYW_TIMEOUT_MS,
      caughtUp,
      drainAfterLoadMs: Math.round(drainMs),
    };
    log(`live: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await runtime.stop();
    await readDb.close();
    await storeDb.close();
    await adminDb.query(`DROP SCHEMA IF EXISTS ${LIVE_SCHEMA} CASCADE`);
  }
}

function insertSorted(queue, entry) {
  let at = queue.length;
  while (at > 0 && queue[at - 1].position > entry.position) at--;
  queue.splice(at, 0, entry);
}

// Standalone entry until the bench runner exists: prints the table and writes bench/results/rebuild*.json.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke');
  const options = Object.fromEntries(args.filter((arg) => arg.startsWith('--') && arg.includes('=')).map((arg) => arg.slice(2).split(/=(.*)/s, 2)));
  const result = await run({ root, smoke, options });
  console.table(result.table);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `rebuild${smoke ? '-smoke' : ''}${options.label ? `-${options.label}` : ''}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
  console.log(`risultati in ${path.relative(root, file)}`);
  process.exitCode = result.ok ? 0 : 1;
}
