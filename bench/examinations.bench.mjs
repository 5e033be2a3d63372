/* global process, console, fetch, performance, setTimeout, URL */
// Signing a visit through HTTP, read-your-writes included: `POST /api/md/examinations` answers only after the
// projections have caught up with the events it appended, so the round trip a client measures is the whole
// command (stream read, decide, append, every projector's commit).
//
//   NX_DAEMON=false npx nx run-many -t build      # the server is the compiled one (backend/dist/main.js)
//   npm run bench -- examinations [--smoke] [--workers 2000] [--connections 32] [--serial 100] [--vacuum false] [--profile DIR]
//     [--build DIR] (the server of another checkout's built backend/dist, e.g. an earlier commit, for an interleaved before/after)
//
// A fresh database `bench_examinations_<workers>` per run (signed visits cannot be signed again): the server
// seeds the demo, the bench hires `workers` extra workers on the demo customer through the event store, then the
// doctor starts one visit per worker through the API (status ATT, as a visit left open). Those visits are split
// in two halves, one per pass (before and after VACUUM ANALYZE). In each pass every visit is saved once
// (status 0) and then signed (status 1, giudizio ID, tipo_visita PV), first `serial` of them by one client
// (the round trip with nothing else running), the rest by `connections` clients in a closed loop; every
// tenth signature is followed by an untimed GET of the visit that must already show it signed (read-your-writes
// as the client sees it). The floor: `GET /api/md/examinations/{id}` by the same clients (three reads and the
// health-data read log insert). Every request goes through the same fetch loop, so the rows compare.
//
// Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const DOCTOR = 'medico@tutela.demo';
const DEMO_PASSWORD = 'Tutela-Demo-2025!';
const VISIT_DATE = '2026-03-02';
/** Concurrent hires through the store (each worker is its own stream). */
const WRITERS = 8;

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const ms = (value) => (Number.isFinite(value) ? Number(value).toFixed(value < 10 ? 2 : 1) : '—');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Sum of every projector's lag as /api/health reports it (null while the server does not answer). */
async function projectionLag(base) {
  try {
    const health = await (await fetch(`${base}/api/health`)).json();
    if (health.status !== 'ok') return null;
    return (health.projections?.projectors ?? []).reduce((sum, projector) => sum + Number(projector.lag ?? 0), 0);
  } catch {
    return null;
  }
}

async function caughtUp(base, what, log, minutes = 10) {
  const deadline = Date.now() + minutes * 60_000;
  let lastLog = Date.now();
  for (;;) {
    if ((await projectionLag(base)) === 0) return;
    if (Date.now() > deadline) throw new Error(`le proiezioni non hanno raggiunto il log entro ${minutes} minuti (${what})`);
    if (Date.now() - lastLog > 15_000) {
      log(`attendo le proiezioni (${what})`);
      lastLog = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The compiled server on a free port; ready when it answers and its projections have caught up. */
async function startServer(root, databaseUrl, log, profileDir) {
  const port = await freePort();
  // --profile DIR: a CPU profile of the server, written when it stops (docs/performance.md reads it).
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', API_DOCS: 'false', KAFKA_BROKERS: '', EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + 300_000;
  while ((await projectionLag(base)) === null) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`il server non risponde entro 5 minuti:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await caughtUp(base, 'avvio', log);
  log(`server pronto su ${base} (pid ${child.pid})`);
  return { base, pid: child.pid, stop };
}

async function api(base, method, route, { token, body } = {}) {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? JSON.parse(text) : null };
}

/** `clients` loops, each taking the next item until none is left; the latency of every `request(item)`. */
async function closedLoop(items, clients, request) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(clients, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const t0 = performance.now();
        const status = await request(item);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) await request.after?.(item);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / seconds, total: latencies.length, statuses };
}

/** The body the examination screen sends; status 1 signs (giudizio, tipo_visita and next-visit period filled). */
function visitBody(visit, status) {
  return {
    examination_id: visit.id,
    worker_id: visit.workerId,
    time_key: visit.timeKey,
    examinationdate: VISIT_DATE,
    type_id: 10,
    status,
    exdata: {
      anamnesi: 'Nulla di rilevante',
      esame_obiettivo: 'Nella norma',
      giudizio: 'ID',
      tipo_visita: 'PV',
      periodo_prossima_visita: 12,
      accertamenti_eseguiti: [],
    },
    form_code: 'VIS',
    form_version: 1,
    revision: visit.revision,
  };
}

/** Hires `count` workers on the demo customer through the event store (the server's live projectors pick them up). */
async function hireWorkers(root, databaseUrl, count) {
  const require = createRequire(path.join(root, 'package.json'));
  const { PgDatabase } = require(path.join(root, 'projections/dist/index.js'));
  const { PostgresEventStore } = require(path.join(root, 'backend/dist/event-store/postgres/postgres-event-store.js'));
  const { demoWorker } = require(path.join(root, 'backend/dist/workers/seed/demo-workers.js'));
  const { DEMO_ENTITY, DEMO_CUSTOMER } = require(path.join(root, 'backend/dist/demo/demo-data.js'));
  const db = new PgDatabase({ connectionString: databaseUrl, max: WRITERS });
  const tenant = { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id, factoryIds: [] };
  const ids = [];
  try {
    const store = await PostgresEventStore.create(db);
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < count) {
          const index = next++;
          const workerId = randomUUID();
          const commandId = randomUUID();
          const metadata = {
            actorId: 'bench',
            actorName: 'Banco di prova',
            actorRole: 'system',
            entityId: tenant.entityId,
            customerId: tenant.customerId,
            factoryId: null,
            correlationId: commandId,
            causationId: null,
            commandId,
            occurredAt: new Date().toISOString(),
          };
          // Indexes far from the demo's own (0–299), so names and tax codes do not repeat the seed's.
          const data = demoWorker(100_000 + index, workerId, tenant);
          await store.append(`worker-${workerId}`, [{ id: randomUUID(), type: 'WorkerHired', data, metadata }], { expectedRevision: 'no_stream' });
          ids.push(workerId);
        }
      }),
    );
  } finally {
    await db.close();
  }
  return ids;
}

export async function run({ root, smoke = false, options = {} }) {
  const require = createRequire(path.join(root, 'package.json'));
  const pg = require('pg');
  const workers = Number(options.workers ?? (smoke ? 50 : 2_000));
  const connections = Number(options.connections ?? (smoke ? 4 : 32));
  const serial = Number(options.serial ?? (smoke ? 5 : 100));
  const vacuum = options.vacuum !== false && options.vacuum !== 'false';
  const adminUrl = String(options.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const lines = [];
  const log = (line) => {
    lines.push(line);
    console.error(`[examinations] ${line}`);
  };

  const database = `bench_examinations_${workers}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  log(`database ${database} (nuovo); ${workers} lavoratori, ${connections} client, ${serial} visite per passata con un client solo`);

  const build = typeof options.build === 'string' ? path.resolve(options.build) : root;
  if (build !== root) log(`server da ${build}`);
  const server = await startServer(build, databaseUrl.toString(), log, typeof options.profile === 'string' ? options.profile : undefined);
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  const scenarios = [];
  let ok = true;
  let stale = 0;
  try {
    const hireStarted = performance.now();
    const workerIds = await hireWorkers(root, databaseUrl.toString(), workers);
    await caughtUp(server.base, 'assunzioni', log);
    log(`${workers} lavoratori assunti e proiettati in ${((performance.now() - hireStarted) / 1000).toFixed(1)} s`);

    const login = await api(server.base, 'POST', '/api/auth/login', { body: { email: DOCTOR, password: DEMO_PASSWORD, rememberme: false } });
    if (login.status !== 200) throw new Error(`login del medico: ${login.status} ${JSON.stringify(login.json)}`);
    const token = login.json.data.token;

    // One open visit per worker, started by the doctor as the screen does (its first save), pending (ATT).
    const stamp = Date.now().toString(36);
    const visits = workerIds.map((workerId) => ({ workerId, timeKey: `bench-${stamp}`, id: undefined, revision: undefined }));
    const startStarted = performance.now();
    const started = await closedLoop(visits, connections, async (visit) => {
      const body = { ...visitBody(visit, -1), exdata: { anamnesi: 'Visita aperta' } };
      delete body.examination_id;
      delete body.revision;
      const answer = await api(server.base, 'POST', '/api/md/examinations', { token, body });
      if (answer.status === 200) Object.assign(visit, { id: answer.json.data.id, revision: answer.json.data.revision });
      return answer.status;
    });
    log(`${visits.length} visite aperte via API in ${((performance.now() - startStarted) / 1000).toFixed(1)} s (${JSON.stringify(started.statuses)})`);
    scenarios.push({ name: `apertura visita (ATT), ${connections} client, database appena riempito`, ...started });
    if (visits.some((visit) => visit.id === undefined)) throw new Error('non tutte le visite sono state aperte');

    const half = Math.floor(visits.length / 2);
    const passes = vacuum
      ? [
          ['prima del VACUUM', visits.slice(0, half)],
          ['dopo VACUUM ANALYZE', visits.slice(half)],
        ]
      : [['senza VACUUM', visits]];
    for (const [label, pass] of passes) {
      if (label.startsWith('dopo')) {
        const vacuumStarted = performance.now();
        await db.query('VACUUM ANALYZE');
        log(`VACUUM ANALYZE in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
      }
      const alone = pass.slice(0, Math.min(serial, Math.floor(pass.length / 4)));
      const loaded = pass.slice(alone.length);
      const load = [
        ['1 client', alone, 1],
        [connections === 1 ? '1 client (resto)' : `${connections} client`, loaded, connections],
      ];
      const command = (status) => {
        const send = async (visit) => {
          const answer = await api(server.base, 'POST', '/api/md/examinations', { token, body: visitBody(visit, status) });
          if (answer.status === 200) visit.revision = answer.json.data.revision;
          return answer.status;
        };
        return send;
      };
      for (const [clients, items, count] of load) {
        const saved = await closedLoop(items, count, command(0));
        scenarios.push({ name: `${label} · salva (stato 0), ${clients}`, ...saved });
      }
      for (const [clients, items, count] of load) {
        const sign = command(1);
        let signed = 0;
        // Untimed: the answer came back, so the visit must already read as signed at that revision.
        sign.after = async (visit) => {
          if (signed++ % 10 !== 0) return;
          const detail = await api(server.base, 'GET', `/api/md/examinations/${visit.id}`, { token });
          if (detail.status !== 200 || detail.json.data.status !== 1 || detail.json.data.revision !== visit.revision) stale++;
        };
        const result = await closedLoop(items, count, sign);
        scenarios.push({ name: `${label} · firma (stato 1), ${clients}`, ...result });
      }
      for (const [clients, items, count] of load) {
        const read = await closedLoop(items, count, async (visit) => (await api(server.base, 'GET', `/api/md/examinations/${visit.id}`, { token })).status);
        scenarios.push({ name: `${label} · GET /api/md/examinations/{id}, ${clients}`, ...read });
      }
    }
    const { rows } = await db.query(`SELECT count(*)::int AS signed FROM examinations WHERE time_key = $1 AND status = 1`, [`bench-${stamp}`]);
    log(`${rows[0].signed} visite firmate nel read model su ${visits.length}; ${stale} letture dopo la firma non aggiornate`);
    if (rows[0].signed !== visits.length || stale > 0) ok = false;
    for (const scenario of scenarios) if (Object.keys(scenario.statuses).some((status) => status !== '200')) ok = false;
  } finally {
    await db.end();
    await server.stop();
  }

  const header = '| scenario | p50 ms | p95 ms | p99 ms | req/s | richieste | stati |\n| --- | --: | --: | --: | --: | --: | --- |';
  const table = [
    header,
    ...scenarios.map((s) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.rps.toFixed(0)} | ${s.total} | ${Object.entries(s.statuses).map(([k, v]) => `${k}×${v}`).join(' ')} |`),
  ].join('\n');
  const round = (value) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);
  const report = {
    database,
    workers,
    connections,
    serial,
    vacuum,
    stale_reads_after_sign: stale,
    log: lines,
    scenarios: scenarios.map((s) => ({ ...s, p50: round(s.p50), p95: round(s.p95), p99: round(s.p99), rps: round(s.rps) })),
  };
  return { table, report, ok };
}
