/* global process, console, fetch, setTimeout, URL */
// The workers list and the header search through HTTP on the registry's 1,000,000 workers (bench/registry-generator.mjs
// fills the database first: `npm run bench -- registry`). Starts the compiled server on that database, waits until
// every projector has caught up, then runs autocannon per scenario in interleaved rounds: first and deep pages, every sort both
// ways, the customer, contract and status filters (first and deep pages), the quick search, the header search and
// the card by id. Beside each scenario's latencies, the CPU microseconds per request of the server process and of
// the database's processes (bench/lib/cpu-split.mjs, from /proc): which of the two a scenario is bound by.
//
//   npm run bench -- workers-http [--smoke] [--seconds=5] [--rounds=3] [--connections=32] [--database=bench_registry] [--vacuum false] [--only=regex] [--build=DIR]
//
// Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cpuWindow } from './lib/cpu-split.mjs';

const require = createRequire(import.meta.url);
const SORTS = ['name', 'fiscal_code', 'birth_date', 'company_name', 'factory_name', 'job_name', 'next_visit'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(root, databaseUrl, log) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
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
  // The projectors start from nothing on a fresh read side: a million workers (and their activity log) take minutes.
  const deadline = Date.now() + 40 * 60_000;
  let lastLog = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (${child.exitCode}):\n${output}`);
    try {
      const health = await (await fetch(`${base}/api/health`)).json();
      const behind = (health.projections?.projectors ?? []).reduce((sum, projector) => sum + Number(projector.lag ?? 0), 0);
      if (health.status === 'ok' && behind === 0) break;
      if (Date.now() - lastLog > 30_000) {
        log(`proiezioni indietro di ${behind} eventi in tutto`);
        lastLog = Date.now();
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`le proiezioni non hanno raggiunto il log entro 40 minuti:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log(`server pronto su ${base} (pid ${child.pid})`);
  return { base, stop, pid: child.pid };
}

/** Commits per second of the CHURN scenarios' writer: a secretary's edits on a busy registry, and more. */
const CHURN_PER_SECOND = 10;

/**
 * A writer beside a scenario, CHURN_PER_SECOND commits a second through the API, so every page asked meets a read
 * model that changed since the previous one:
 * - `flag`: a worker's exclusion from surveillance flipped (no list filters or sorts on it);
 * - `mixed`: what a busy registry commits, ten at a time: a hire, a surname changed, two suitabilities, a contract,
 *   and five changes no list reads (the exclusion, a phone number). A hire changes every list; the others only the
 *   lists that filter or sort on what they change;
 * - `hires`: a hire at every commit (a registry filled by an import or a new client's staff), every other one with a
 *   surname (Abbate) that comes before the deep pages of the name order, so it moves where they start.
 * `stop()` answers how many commits it made.
 */
const CHURN_MIX = ['flag', 'suitability', 'phone', 'contract', 'hire', 'flag', 'suitability', 'phone', 'surname', 'flag'];
/** The workers a writer changes in turn: a busy registry's edits fall on many workers, each stream stays short. */
const CHURN_WORKERS = 200;

/**
 * `workers`: their values as the read model held them at the run's start (id, customerId, lastName, excludeSs,
 * suitability, contract), kept up to date by every writer of the run, so each change flips what the worker has now and
 * always appends an event (a command that changes nothing appends nothing).
 */
function churn(base, token, workers, kind = 'flag') {
  let running = true;
  let commits = 0;
  const post = async (pathname, body) => {
    const response = await fetch(`${base}/api/md/workers${pathname}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`scrittura del carico di modifiche: HTTP ${response.status} ${await response.text()}`);
  };
  const commit = (step) => {
    const odd = commits % 2 === 1;
    const worker = workers[commits % workers.length];
    switch (kind === 'flag' || kind === 'hires' ? (kind === 'hires' ? 'hire' : 'flag') : CHURN_MIX[step % CHURN_MIX.length]) {
      case 'flag':
        worker.excludeSs = !worker.excludeSs;
        return post(`/${worker.id}/employment`, { exclude_ss: worker.excludeSs });
      case 'suitability':
        worker.suitability = worker.suitability === 'IPL' ? 'ID' : 'IPL';
        return post(`/${worker.id}/employment`, { suitability: worker.suitability });
      case 'contract':
        worker.contract = worker.contract === 'DETERMINATO' ? 'INDETERMINATO' : 'DETERMINATO';
        return post(`/${worker.id}/employment`, { contract: worker.contract });
      case 'phone':
        return post(`/${worker.id}`, { phone: `050 ${commits}` });
      case 'surname':
        // A final "i" added, then taken back at the worker's next surname change.
        worker.grown = !worker.grown;
        return post(`/${worker.id}`, { last_name: worker.grown ? `${worker.lastName}i` : worker.lastName });
      case 'hire':
        return post('', {
          first_name: 'Carico', last_name: kind === 'hires' && odd ? 'Abbate' : `Modifiche ${commits}`, sex: 'F', birth_date: '1990-07-05',
          birth_place: 'Roma', birth_place_code: 'H501', customer_id: worker.customerId,
        });
    }
  };
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      await commit(commits);
      commits++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / CHURN_PER_SECOND - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return commits;
    },
  };
}

/**
 * `target` is a URL, a list of URLs on one server that each connection asks in turn (a user paging on), or
 * `{ origin, next }`: every request asks `next()`, a path (each request a new search, so nothing learnt is reused).
 */
async function cannon(autocannon, { url: target, connections, seconds, token, serverPid }) {
  const latencies = [];
  const statuses = {};
  const sequence = Array.isArray(target) ? target.map((each) => new URL(each)) : null;
  const fresh = typeof target === 'object' && !sequence ? target : null;
  const url = sequence ? sequence[0].origin : fresh ? fresh.origin : target;
  const requests = sequence
    ? sequence.map((each) => ({ method: 'GET', path: each.pathname + each.search }))
    : fresh
      ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: fresh.next() }) }]
      : undefined;
  const window = serverPid ? cpuWindow(serverPid) : null;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` }, ...(requests ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : null);
  const cpu = window?.end(latencies.length) ?? {};
  return { requestsPerSecond: Math.round(result.requests.average), p50: at(0.5), p95: at(0.95), p99: at(0.99), statuses, ...cpu };
}

export async function run({ root, smoke = false, options = {} }) {
  const autocannon = require('autocannon');
  const { Client } = require('pg');
  const seconds = Number(options.seconds ?? (smoke ? 1 : 5));
  const connections = Number(options.connections ?? (smoke ? 4 : 32));
  const serverUrl = String(options.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const source = String(options.database ?? (smoke ? 'bench_registry_smoke' : 'bench_registry'));
  const log = (message) => console.error(`[workers-http] ${message}`);
  // The server seeds its demo data and builds its read side: on a copy, so the generator keeps reusing its log.
  const database = `${source}_http`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows: existing } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.length === 0) {
      log(`copio ${source} in ${database}`);
      await admin.query(`CREATE DATABASE ${database} TEMPLATE ${source}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;

  // --build: another checkout's compiled server on the same data (e.g. a copy of the previous commit), to compare the two.
  const server = await startServer(typeof options.build === 'string' ? path.resolve(options.build) : root, url.toString(), log);
  const table = [];
  const report = { database, seconds, connections, scenarios: {} };
  try {
    const login = await (
      await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@tutela.demo', password: 'Tutela-Demo-2025!', rememberme: false }),
      })
    ).json();
    const token = login.data.token;
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    // The local server runs with autovacuum off: without statistics the planner guesses (say so in the figures).
    report.vacuum = options.vacuum !== 'false' && options.vacuum !== false;
    if (report.vacuum) {
      log('VACUUM ANALYZE workers');
      await db.query('VACUUM ANALYZE workers');
      await db.query('VACUUM ANALYZE workers_names');
      await db.query('VACUUM ANALYZE workers_search_names');
    }
    const { rows } = await db.query(
      'SELECT count(*)::int AS workers, (SELECT customer_id FROM workers LIMIT 1) AS customer_id, (SELECT factory_id FROM workers WHERE factory_id IS NOT NULL LIMIT 1) AS factory_id, (SELECT id FROM workers OFFSET 1000 LIMIT 1) AS worker_id, (SELECT fiscal_code FROM workers OFFSET 1000 LIMIT 1) AS fiscal_code FROM workers',
    );
    // Every name of the register, both orders ("rossi mario", "mario rossi"), for a search that is new each time.
    const { rows: names } = await db.query(
      "SELECT DISTINCT split_part(search_text, ' | ', 1) AS first_last, split_part(search_text, ' | ', 2) AS last_first FROM workers",
    );
    const searches = names.flatMap((row) => [row.last_first, row.first_last]);
    let nextSearch = 0;
    let nextPage = 0;
    const { workers, customer_id: customerId, factory_id: factoryId, worker_id: workerId, fiscal_code: fiscalCode } = rows[0];
    // The workers the churn writers change in turn, and the company their hires join. In turn: one worker changed ten
    // times a second gathered over a thousand events in a run, and every command reads and folds its whole stream
    // (22 ms a read at 1,128 events), so the writer's cost grew through the run and weighed on the scenarios after.
    const { rows: churned } = await db.query(
      `SELECT id, customer_id AS "customerId", last_name AS "lastName", exclude_ss AS "excludeSs", suitability, contract FROM workers
       WHERE id IN (SELECT id FROM workers WHERE customer_id = $1 AND NOT resigned OFFSET 1000 LIMIT ${CHURN_WORKERS})`,
      [customerId],
    );
    await db.end();
    report.workers = workers;
    log(`${workers} lavoratori nel read model`);

    const list = (query) => `${server.base}/api/md/workers?per_page=10&order=asc&${query}`;
    const deepPage = smoke ? 20 : 500;
    // Keyset paging: the cursor of the page before the deep page, as the list's "Pagina successiva" sends it.
    const cursorOf = async (query) =>
      (await (await fetch(list(query), { headers: { authorization: `Bearer ${token}` } })).json()).meta.next_cursor;
    const afterPageBefore = await cursorOf(`page=${deepPage - 1}&sort=name`);
    const afterPageBeforeByBirth = await cursorOf(`page=${deepPage - 1}&sort=birth_date&contract=INDETERMINATO`);
    // Ten times deeper: where skipping with OFFSET costs, and a cursor does not.
    const farPage = deepPage * 10;
    const afterFarPageBefore = await cursorOf(`page=${farPage - 1}&sort=name`);
    const searchPage = smoke ? 2 : 50;
    const afterSearchPageBefore = await cursorOf(`page=${searchPage - 1}&sort=name&search=rossi`);
    if (!afterPageBefore || !afterPageBeforeByBirth || !afterFarPageBefore || !afterSearchPageBefore) {
      throw new Error('la lista non risponde meta.next_cursor');
    }
    const scenarios = {
      'prima pagina (nome)': list('page=1&sort=name'),
      [`pagina ${deepPage} (nome)`]: list(`page=${deepPage}&sort=name`),
      // Each connection pages on from page deepPage - 19 to deepPage, then starts again: "Pagina successiva".
      [`pagine ${deepPage - 19}–${deepPage} in sequenza (nome)`]: Array.from({ length: 20 }, (_, index) => list(`page=${deepPage - 19 + index}&sort=name`)),
      [`pagina ${deepPage} (nome discendente)`]: `${server.base}/api/md/workers?per_page=10&page=${deepPage}&sort=name&order=desc`,
      ...Object.fromEntries(SORTS.filter((sort) => sort !== 'name').map((sort) => [`ordinamento ${sort}`, list(`page=1&sort=${sort}`)])),
      'ordinamento nome discendente': `${server.base}/api/md/workers?per_page=10&page=1&sort=name&order=desc`,
      'ordinamento next_visit discendente': `${server.base}/api/md/workers?per_page=10&page=1&sort=next_visit&order=desc`,
      'filtro azienda': list(`page=1&sort=name&customer_id=${customerId}`),
      [`filtro azienda, pagina ${deepPage}`]: list(`page=${smoke ? 2 : deepPage}&sort=name&customer_id=${customerId}`),
      'filtro azienda per data di nascita': list(`page=1&sort=birth_date&customer_id=${customerId}`),
      'filtro azienda con ricerca "rossi"': list(`page=1&sort=name&customer_id=${customerId}&search=rossi`),
      'filtro stabilimento': list(`page=1&sort=name&factory_id=${factoryId}`),
      [`filtro stabilimento per prossima visita, pagina ${smoke ? 2 : 100}`]: list(`page=${smoke ? 2 : 100}&sort=next_visit&factory_id=${factoryId}`),
      'anche i non attivi': list('page=1&sort=name&hide_inactive=0'),
      'filtro contratto': list('page=1&sort=name&contract=INDETERMINATO'),
      [`filtro contratto, pagina ${deepPage}`]: list(`page=${deepPage}&sort=name&contract=INDETERMINATO`),
      'filtro contratto raro': list('page=1&sort=name&contract=TIROCINIO'),
      'filtro stato "idoneo"': list('page=1&sort=name&worker_status=ID'),
      [`filtro stato "altro", pagina ${deepPage}`]: list(`page=${deepPage}&sort=name&worker_status=ALTRO`),
      [`filtro contratto per data di nascita, pagina ${deepPage}`]: list(`page=${deepPage}&sort=birth_date&contract=INDETERMINATO`),
      'ricerca rapida "rossi"': list('page=1&sort=name&search=rossi'),
      'ricerca rapida "maria bianchi"': list('page=1&sort=name&search=maria%20bianchi'),
      'ricerca rapida "rossi" discendente': `${server.base}/api/md/workers?per_page=10&page=1&sort=name&order=desc&search=rossi`,
      'ricerca rapida "rossi" per data di nascita': list('page=1&sort=birth_date&search=rossi'),
      'ricerca rapida "rossi" per prossima visita': list('page=1&sort=next_visit&search=rossi'),
      [`ricerca rapida "rossi", pagina ${smoke ? 2 : 50}`]: list(`page=${smoke ? 2 : 50}&sort=name&search=rossi`),
      'ricerca rapida "mar" (molti nomi)': list('page=1&sort=name&search=mar'),
      // Two letters: no trigram, looked for in the names only (580 of the register's names for "ma").
      'ricerca rapida "ma" (due lettere)': list('page=1&sort=name&search=ma'),
      [`ricerca rapida "ma" (due lettere), pagina ${smoke ? 2 : deepPage}`]: list(`page=${smoke ? 2 : deepPage}&sort=name&search=ma`),
      'ricerca rapida "ri" (due lettere) per data di nascita': list('page=1&sort=birth_date&search=ri'),
      'ricerca rapida "ossi" (dentro il cognome)': list('page=1&sort=name&search=ossi'),
      'ricerca rapida per codice fiscale': list(`page=1&sort=name&search=${fiscalCode}`),
      // Each request another name (4,800 in turn): nothing looked up or counted before is reused.
      'ricerca rapida, ogni volta un nome nuovo': {
        origin: server.base,
        next: () => `/api/md/workers?per_page=10&order=asc&page=1&sort=name&search=${encodeURIComponent(searches[nextSearch++ % searches.length])}`,
      },
      [`pagina ${deepPage} dal cursore (nome)`]: list(`page=${deepPage}&sort=name&after=${afterPageBefore}`),
      [`pagina ${deepPage} dal cursore (contratto, per data di nascita)`]: list(
        `page=${deepPage}&sort=birth_date&contract=INDETERMINATO&after=${afterPageBeforeByBirth}`,
      ),
      // A registry that keeps changing (CHURN): every commit drops the counts and page starts the server keeps.
      [`pagina ${deepPage} (nome), registro che cambia`]: { target: list(`page=${deepPage}&sort=name`), churn: true },
      [`pagina ${deepPage} dal cursore (nome), registro che cambia`]: {
        target: list(`page=${deepPage}&sort=name&after=${afterPageBefore}`),
        churn: true,
      },
      [`pagina ${farPage} (nome), registro che cambia`]: { target: list(`page=${farPage}&sort=name`), churn: true },
      [`pagina ${farPage} dal cursore (nome), registro che cambia`]: {
        target: list(`page=${farPage}&sort=name&after=${afterFarPageBefore}`),
        churn: true,
      },
      [`ricerca rapida "rossi", pagina ${searchPage}, registro che cambia`]: {
        target: list(`page=${searchPage}&sort=name&search=rossi`),
        churn: true,
      },
      [`ricerca rapida "rossi", pagina ${searchPage} dal cursore, registro che cambia`]: {
        target: list(`page=${searchPage}&sort=name&search=rossi&after=${afterSearchPageBefore}`),
        churn: true,
      },
      // The same and more under a busy registry's mix of commits (CHURN_MIX): a hire a second among them.
      'prima pagina (nome), registro che cambia (misto)': { target: list('page=1&sort=name'), churn: 'mixed' },
      [`pagina ${deepPage} (nome), registro che cambia (misto)`]: { target: list(`page=${deepPage}&sort=name`), churn: 'mixed' },
      [`pagina ${farPage} (nome), registro che cambia (misto)`]: { target: list(`page=${farPage}&sort=name`), churn: 'mixed' },
      [`filtro contratto, pagina ${deepPage}, registro che cambia (misto)`]: {
        target: list(`page=${deepPage}&sort=name&contract=INDETERMINATO`),
        churn: 'mixed',
      },
      [`ricerca rapida "rossi", pagina ${searchPage}, registro che cambia (misto)`]: {
        target: list(`page=${searchPage}&sort=name&search=rossi`),
        churn: 'mixed',
      },
      // Each request another page near page 5,000 (32 in turn, one per client): no two clients ask the same question
      // at once, so none waits for another's answer (ListPagingCache.shared); the pages share their page starts.
      [`pagine ${farPage - 16}–${farPage + 15} (nome), una diversa a ogni richiesta`]: {
        origin: server.base,
        next: () => `/api/md/workers?per_page=10&order=asc&sort=name&page=${farPage - 16 + (nextPage++ % 32)}`,
      },
      [`pagine ${farPage - 16}–${farPage + 15} (nome), una diversa a ogni richiesta, registro che cambia (misto)`]: {
        target: { origin: server.base, next: () => `/api/md/workers?per_page=10&order=asc&sort=name&page=${farPage - 16 + (nextPage++ % 32)}` },
        churn: 'mixed',
      },
      [`pagine ${farPage - 16}–${farPage + 15} (nome), una diversa a ogni richiesta, registro che cambia`]: {
        target: { origin: server.base, next: () => `/api/md/workers?per_page=10&order=asc&sort=name&page=${farPage - 16 + (nextPage++ % 32)}` },
        churn: true,
      },
      // A registry that keeps hiring (`hires`): rows added before and after the pages asked, none with "rossi".
      [`pagina ${farPage} (nome), registro che assume`]: { target: list(`page=${farPage}&sort=name`), churn: 'hires' },
      [`pagine ${farPage - 16}–${farPage + 15} (nome), una diversa a ogni richiesta, registro che assume`]: {
        target: { origin: server.base, next: () => `/api/md/workers?per_page=10&order=asc&sort=name&page=${farPage - 16 + (nextPage++ % 32)}` },
        churn: 'hires',
      },
      [`filtro contratto, pagina ${deepPage}, registro che assume`]: {
        target: list(`page=${deepPage}&sort=name&contract=INDETERMINATO`),
        churn: 'hires',
      },
      [`ricerca rapida "rossi", pagina ${searchPage}, registro che assume`]: {
        target: list(`page=${searchPage}&sort=name&search=rossi`),
        churn: 'hires',
      },
      'ricerca in testata "ross"': `${server.base}/api/md/workers?name=ross&include_resigned=true`,
      'ricerca in testata "bianchi"': `${server.base}/api/md/workers?name=bianchi&include_resigned=true`,
      'scheda lavoratore': `${server.base}/api/md/workers/${workerId}`,
    };
    // Interleaved rounds: every scenario once per round, the order rotated each round, so a slow moment of the
    // shared machine (or the first minutes after VACUUM) does not land on one scenario. Medians across rounds.
    // --only=<regular expression>: the scenarios whose label matches (to look at a few again).
    const only = options.only ? new RegExp(String(options.only), 'i') : null;
    const labels = Object.keys(scenarios).filter((label) => !only || only.test(label));
    const rounds = Number(options.rounds ?? (smoke ? 1 : 3));
    const runs = Object.fromEntries(labels.map((label) => [label, []]));
    report.rounds = rounds;
    report.loadAverage = { start: os.loadavg() };
    for (let round = 0; round < rounds; round++) {
      const shift = (round * Math.ceil(labels.length / Math.max(rounds, 1))) % labels.length;
      for (const label of [...labels.slice(shift), ...labels.slice(0, shift)]) {
        // A short warm-up, so the figures are the steady state and not the first plans and cold pages.
        const scenario = scenarios[label];
        const url = scenario?.churn ? scenario.target : scenario;
        const writer = scenario?.churn ? churn(server.base, token, churned, scenario.churn === true ? 'flag' : scenario.churn) : null;
        try {
          await cannon(autocannon, { url, connections, seconds: 1, token });
          runs[label].push(await cannon(autocannon, { url, connections, seconds, token, serverPid: server.pid }));
        } finally {
          if (writer) report.churnCommits = (report.churnCommits ?? 0) + (await writer.stop());
        }
      }
      log(`giro ${round + 1} di ${rounds} finito (carico ${os.loadavg()[0].toFixed(1)})`);
    }
    report.loadAverage.end = os.loadavg();
    const median = (values) => {
      const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
      return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
    };
    for (const label of labels) {
      const results = runs[label];
      const statuses = [...new Set(results.flatMap((result) => Object.keys(result.statuses)))].join(' ');
      report.scenarios[label] = {
        requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
        p50: median(results.map((result) => result.p50)),
        p95: median(results.map((result) => result.p95)),
        p99: median(results.map((result) => result.p99)),
        serverMicrosPerRequest: median(results.map((result) => result.serverMicrosPerRequest ?? null)),
        databaseMicrosPerRequest: median(results.map((result) => result.databaseMicrosPerRequest ?? null)),
        rounds: results,
      };
      table.push({
        scenario: label,
        'req/s': report.scenarios[label].requestsPerSecond,
        'p50 ms': report.scenarios[label].p50,
        'p95 ms': report.scenarios[label].p95,
        'p95 per giro': results.map((result) => result.p95).join(' / '),
        'µs CPU server / db per richiesta': `${report.scenarios[label].serverMicrosPerRequest ?? '–'} / ${report.scenarios[label].databaseMicrosPerRequest ?? '–'}`,
        status: statuses,
      });
    }
  } finally {
    await server.stop();
  }
  return { table, report };
}
