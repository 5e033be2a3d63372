/* global process, console, fetch, performance, setTimeout, URL, URLSearchParams */
// The API through HTTP at scale: paged lists (first page, a deep page, each sort, the quick search), the user
// card by id (against the same SQL on a raw pool), a command with revision, login, and read-your-writes lag
// under a sustained write load; with EXPLAIN ANALYZE of every list query as the server runs it.
//
//   NX_DAEMON=false npx nx run-many -t build      # the server is the compiled one (backend/dist/main.js)
//   npm run bench -- http [--smoke]
//
// Options (run({ options })): rows (default 1,000,000; 2,000 with smoke), seconds (per scenario; 10, 2 with
// smoke), connections (32), url (an admin URL of the PostgreSQL server; BENCH_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres), vacuum (true: a second pass after VACUUM ANALYZE), only (a
// comma list of lists, card, command, login, ryw: just those scenarios, e.g. for an A/B run of one change),
// build (a checkout whose built backend/dist, with its projections and contracts, is measured instead of this
// one: an earlier commit, for an interleaved before/after on the same database).
//
// The data lives in a database of its own, bench_http_<rows>, kept between runs: a run whose users table already
// holds that many bench users reuses it (filling a million rows and building their indexes takes minutes).
//
// How a million users are made: the read model is filled directly, not through a million commands, but with
// the projector's rows. One user is created through the API (its UserCreated event projected as always); every
// bench user is a copy of that row in which only what a creation varies differs: id (a uuid), e-mail, first and
// last name, created_at = updated_at. Before filling, a second user created through the API is compared with the
// row the same recipe gives for its inputs: any column the projector writes differently fails the run. Only the
// `users` table is filled (no credentials, grants or events): these users are listed and opened, never logged
// in with or commanded; commands and login run on users created through the API.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const FIRST_NAMES = ['Mario', 'Giuseppe', 'Anna', 'Giulia', 'Luca', 'Francesca', 'Marco', 'Sara', 'Niccolò', 'Chiara', 'Òscar', 'Elena',
  'Andrea', 'Martina', 'Paolo', 'Federica', 'Alessandro', 'Valentina', 'Stefano', 'Silvia', 'Matteo', 'Laura', 'Davide', 'Paola',
  'Simone', 'Roberta', 'Lorenzo', 'Alessia', 'Fabio', 'Ilaria', 'Riccardo', 'Marta', 'Daniele', 'Elisa', 'Emanuele', 'Cristina',
  'Gabriele', 'Monica', 'Antonio', 'Barbara', 'Francesco', 'Serena', 'Giovanni', 'Claudia', 'Roberto', 'Beatrice', 'Massimo',
  'Noemi', 'Salvatore', 'Rebecca', 'Vincenzo', 'Aurora', 'Pietro', 'Ludovica', 'Tommaso', 'Irene', 'Nicolò', 'José', 'Zoë', 'André', 'Agnese'];
const LAST_NAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno',
  'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro',
  'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo',
  'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco',
  'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi',
  'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani', 'Benedetti',
  'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Martino', 'Fiore', 'De Rosa', 'Ferretti',
  'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali', 'Battaglia', 'Sartori', 'Neri', 'Costantini', 'Milani', 'Pagano',
  'Ruggiero', 'Sorrentino', "Niccolò", 'Müller'];
const BENCH_DOMAIN = 'bench.tutela.test';
const DEMO_PASSWORD = 'Tutela-Demo-2025!';

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const ms = (value) => (Number.isFinite(value) ? Number(value).toFixed(value < 10 ? 2 : 1) : '—');
const sqlText = (values) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const plain = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The compiled server in a process of its own, on a free port, with the bench database. */
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
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (${child.exitCode}):\n${output}`);
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok && (await answer.json()).status === 'ok') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`il server non risponde entro 5 minuti:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`server avviato su ${base} (pid ${child.pid})`);
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function api(base, method, route, { token, body } = {}) {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  const json = text ? JSON.parse(text) : null;
  if (!answer.ok) throw new Error(`${method} ${route} → ${answer.status} ${text}`);
  return json;
}

/** The copy recipe: the projector's row of `template` with what a creation varies replaced (see the header). */
function fastPathSelect(generator) {
  return `SELECT ${generator.id} AS id, t.entity_id, ${generator.email} AS email, ${generator.first} AS first_name, ${generator.last} AS last_name,
                 t.phone, t.active, t.roles, t.staff_roles, t.is_mir_enabled, t.customer_settings, t.password_expires_at,
                 t.must_change_password, ${generator.at} AS created_at, ${generator.at} AS updated_at, t.last_position, t.revision`;
}
const USER_COLUMNS = `id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled, customer_settings,
  password_expires_at, must_change_password, created_at, updated_at, last_position, revision`;

async function fill(db, base, token, rows, log) {
  const stamp = Date.now();
  const template = await api(base, 'POST', '/api/md/users', { token, body: { email: `template-${stamp}@api.${BENCH_DOMAIN}`, first_name: 'Modello', last_name: 'Bench' } });
  const probe = { email: `probe-${stamp}@api.${BENCH_DOMAIN}`, first_name: 'Òscar', last_name: "D'Angelo" };
  const probeAnswer = await api(base, 'POST', '/api/md/users', { token, body: probe });
  const templateId = template.data.id;
  // The recipe applied to the probe's inputs must give the projector's own row, column for column.
  const { rows: compared } = await db.query(
    `SELECT (SELECT to_jsonb(made) FROM (${fastPathSelect({ id: '$2::text', email: '$3::text', first: '$4::text', last: '$5::text', at: 'p.created_at' })}
                                        FROM users t, users p WHERE t.id = $1 AND p.id = $2) made) AS made,
            (SELECT to_jsonb(u) FROM (SELECT ${USER_COLUMNS} FROM users WHERE id = $2) u) AS projected`,
    [templateId, probeAnswer.data.id, probe.email, probe.first_name, probe.last_name],
  );
  const { made, projected } = compared[0];
  if (!made || !projected) throw new Error('utente modello o sonda non proiettato');
  // last_position is the one column a copy cannot share: it names the event that wrote the row.
  const differing = Object.keys(projected).filter((key) => key !== 'last_position' && JSON.stringify(projected[key]) !== JSON.stringify(made[key]));
  if (differing.length > 0) throw new Error(`la scorciatoia non dà la riga del proiettore: ${differing.join(', ')}\n${JSON.stringify({ made, projected })}`);
  log('scorciatoia verificata: un utente creato via API e la sua copia coincidono colonna per colonna (salvo last_position)');

  await db.query(`DELETE FROM users WHERE email LIKE '%@${BENCH_DOMAIN}' AND email NOT LIKE '%@api.${BENCH_DOMAIN}'`);
  // Indexes built once at the end cost a fraction of a million index insertions; their definitions come back as they were.
  const { rows: indexes } = await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users' AND schemaname = current_schema() AND indexname <> 'users_pkey'`);
  for (const index of indexes) await db.query(`DROP INDEX ${index.indexname}`);
  const batch = 100_000;
  const started = performance.now();
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    const first = `(${sqlText(FIRST_NAMES)})[1 + (n / ${LAST_NAMES.length}) % ${FIRST_NAMES.length}]`;
    const last = `(${sqlText(LAST_NAMES)})[1 + n % ${LAST_NAMES.length}]`;
    const firstPlain = `(${sqlText(FIRST_NAMES.map(plain))})[1 + (n / ${LAST_NAMES.length}) % ${FIRST_NAMES.length}]`;
    const lastPlain = `(${sqlText(LAST_NAMES.map(plain))})[1 + n % ${LAST_NAMES.length}]`;
    await db.query(
      `INSERT INTO users (${USER_COLUMNS})
       ${fastPathSelect({
         id: "md5('bench-user-' || n)::uuid::text",
         email: `${firstPlain} || '.' || ${lastPlain} || '.' || n || '@${BENCH_DOMAIN}'`,
         first,
         last,
         at: "timestamptz '2021-01-01 08:00:00+01' + n * interval '150 seconds'",
       })}
       FROM users t, generate_series(${from}, ${to}) AS n WHERE t.id = $1`,
      [templateId],
    );
    log(`  ${to.toLocaleString('it-IT')} / ${rows.toLocaleString('it-IT')} righe (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const indexStarted = performance.now();
  await db.query(`SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.query(index.indexdef);
  await db.query('ANALYZE users');
  log(`indici ricostruiti in ${((performance.now() - indexStarted) / 1000).toFixed(0)} s`);
}

/**
 * One autocannon run; `requests` as autocannon takes them. Latencies are kept per response (autocannon's own
 * summary has no 95th percentile).
 */
async function cannon(autocannon, { url, connections, seconds, token, requests, method = 'GET', body }) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method,
        body,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return { ...result, latencies };
}

/** The statements a list handler sends, caught by running the compiled handler on a database that records them. */
async function listStatements(require, dist, pool, params) {
  const { ListUsersHandler } = require(path.join(dist, 'users/queries/list-users/list-users.handler.js'));
  const { ListUsersQuery } = require(path.join(dist, 'users/queries/list-users/list-users.query.js'));
  const { ALL_TENANTS } = require('@tutela/contracts');
  const seen = [];
  const recording = {
    query: async (text, values) => {
      seen.push({ text, values });
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount };
    },
  };
  await new ListUsersHandler(recording).execute(new ListUsersQuery({ page: 1, per_page: 10, sort: 'name', order: 'asc', hide_inactive: '1', ...params }, ALL_TENANTS));
  return seen;
}

/**
 * The statement the card handler sends (text, parameters and prepared-statement name), caught like the list's:
 * the raw-pool side of the card comparison then runs exactly that SQL, prepared the same way.
 */
async function cardStatement(require, dist, pool, id) {
  const { GetUserHandler } = require(path.join(dist, 'users/queries/get-user/get-user.handler.js'));
  const { GetUserQuery } = require(path.join(dist, 'users/queries/get-user/get-user.query.js'));
  const { ALL_TENANTS } = require('@tutela/contracts');
  const seen = [];
  const recording = {
    query: async (text, values, options) => {
      seen.push({ text, name: options?.name });
      const result = await pool.query({ text, values, ...(options?.name ? { name: options.name } : {}) });
      return { rows: result.rows, rowCount: result.rowCount };
    },
  };
  await new GetUserHandler(recording).execute(new GetUserQuery(id, ALL_TENANTS));
  return seen;
}

async function explain(pool, statements) {
  const out = [];
  for (const statement of statements) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    out.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return out.join('\n--\n');
}

function summary(name, result, extra = '') {
  const sorted = result.latencies;
  return {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: sorted.length / result.duration,
    total: sorted.length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx ?? 0,
    extra,
  };
}

export async function run({ root, smoke = false, options = {} }) {
  const require = createRequire(path.join(root, 'package.json'));
  const autocannon = require('autocannon');
  const pg = require('pg');
  const build = typeof options.build === 'string' ? path.resolve(options.build) : root;
  const dist = path.join(build, 'backend/dist');
  const rows = Number(options.rows ?? (smoke ? 2_000 : 1_000_000));
  const seconds = Number(options.seconds ?? (smoke ? 2 : 10));
  const connections = Number(options.connections ?? 32);
  const adminUrl = options.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // `--vacuum false` arrives as the text 'false'.
  const vacuum = options.vacuum !== false && options.vacuum !== 'false';
  const only = typeof options.only === 'string' ? new Set(options.only.split(',').map((name) => name.trim())) : null;
  const runs = (name) => only === null || only.has(name);
  const lines = [];
  const log = (line) => {
    lines.push(line);
    console.log(line);
  };

  const database = `bench_http_${rows}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  log(`database ${database} (${exists ? 'esistente' : 'nuovo'}); ${connections} connessioni, ${seconds} s per scenario`);

  if (build !== root) log(`server e gestori da ${build}`);
  const server = await startServer(build, databaseUrl.toString(), log);
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: connections });
  const scenarios = [];
  const explains = [];
  let ok = true;
  try {
    const login = await api(server.base, 'POST', '/api/auth/login', { body: { email: 'admin@tutela.demo', password: DEMO_PASSWORD } });
    const token = login.data.token;
    const benchUsers = Number((await pool.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@${BENCH_DOMAIN}' AND email NOT LIKE '%@api.${BENCH_DOMAIN}'`)).rows[0].n);
    if (benchUsers !== rows) {
      log(`riempimento: ${benchUsers} utenti bench presenti, ne servono ${rows}`);
      await fill(pool, server.base, token, rows, log);
    } else log(`riuso dei ${rows} utenti bench già presenti`);

    // Users made through the API for the commands (each connection mostly on its own user) and the lag probe.
    const { rows: apiUsers } = await pool.query(`SELECT id, revision FROM users WHERE email LIKE 'cmd-%@api.${BENCH_DOMAIN}' ORDER BY id`);
    while (apiUsers.length < connections + 1) {
      const made = await api(server.base, 'POST', '/api/md/users', {
        token,
        body: { email: `cmd-${Date.now()}-${apiUsers.length}@api.${BENCH_DOMAIN}`, first_name: 'Comando', last_name: `Bench ${apiUsers.length}` },
      });
      apiUsers.push({ id: made.data.id, revision: made.data.revision });
    }
    const probeUser = apiUsers.pop();
    const { rows: sample } = await pool.query(`SELECT id FROM users WHERE email LIKE '%@${BENCH_DOMAIN}' ORDER BY md5(id) LIMIT 1000`);

    const lists = [
      ['prima pagina (name asc)', { sort: 'name', order: 'asc', page: 1 }],
      ['pagina 500 (name asc)', { sort: 'name', order: 'asc', page: 500 }],
      ['name desc', { sort: 'name', order: 'desc', page: 1 }],
      ['email asc', { sort: 'email', order: 'asc', page: 1 }],
      ['created_at desc', { sort: 'created_at', order: 'desc', page: 1 }],
      ['active asc', { sort: 'active', order: 'asc', page: 1 }],
      ['ricerca "rossi" (ampia)', { sort: 'name', order: 'asc', page: 1, search: 'rossi' }],
      ['ricerca "niccolo bianchi" (accenti)', { sort: 'name', order: 'asc', page: 1, search: 'niccolo bianchi' }],
      ['ricerca e-mail rara', { sort: 'created_at', order: 'desc', page: 1, search: '.4242@' }],
    ];

    const pass = async (label) => {
      const { rows: stats } = await pool.query(
        `SELECT c.relpages, c.relallvisible, s.last_vacuum, s.n_dead_tup FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = 'users' AND s.schemaname = current_schema()`,
      );
      const st = stats[0];
      log(`\n== ${label}: users ${st.relpages} pagine, ${st.relallvisible} tutte visibili, ultimo VACUUM ${st.last_vacuum ? new Date(st.last_vacuum).toISOString() : 'mai'}, ${st.n_dead_tup} righe morte`);
      for (const [name, params] of runs('lists') ? lists : []) {
        const query = new URLSearchParams({ per_page: '10', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
        const result = await cannon(autocannon, { url: `${server.base}/api/md/users?${query}`, connections, seconds, token });
        const row = summary(`${label} · lista ${name}`, result);
        scenarios.push(row);
        if (row.non2xx > 0 || row.errors > 0) ok = false;
        const statements = await listStatements(require, dist, pool, params);
        explains.push(`### ${label} · ${name}\n${statements.map((s) => `${s.text}\n  parametri: ${JSON.stringify(s.values).slice(0, 300)}`).join('\n')}\n${await explain(pool, statements)}`);
      }

      if (!runs('card')) return;
      // Card by id through HTTP, then the card's own SQL (user row + grants) on a raw pool with as many clients.
      let next = 0;
      const card = await cannon(autocannon, {
        url: server.base,
        connections,
        seconds,
        token,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/api/md/users/${sample[next++ % sample.length].id}` }) }],
      });
      const cardRow = summary(`${label} · scheda per id (HTTP)`, card);
      scenarios.push(cardRow);
      if (cardRow.non2xx > 0 || cardRow.errors > 0) ok = false;
      const statements = await cardStatement(require, dist, pool, sample[0].id);
      const raw = await rawCard(pool, sample, connections, seconds, statements);
      scenarios.push({ name: `${label} · stessa SQL su pool pg diretto`, ...raw, extra: `HTTP/diretto = ${(cardRow.rps / raw.rps).toFixed(2)}; ${statementsInWords(statements)}` });
    };

    await pass(vacuum ? 'prima del VACUUM' : 'stato attuale');

    // A command with revision: each connection edits users made through the API, sending the revision it last saw.
    let turn = 0;
    if (runs('command')) {
      const revisions = new Map(apiUsers.map((user) => [user.id, user.revision]));
      let conflicts = 0;
      const command = await cannon(autocannon, {
        url: server.base,
        connections,
        seconds,
        token,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const user = apiUsers[turn++ % apiUsers.length];
              context.user = user.id;
              return { ...request, path: `/api/md/users/${user.id}`, body: JSON.stringify({ phone: `+39 02 ${String(turn).padStart(7, '0')}`, revision: revisions.get(user.id) }) };
            },
            onResponse: (status, body, context) => {
              if (status === 409) conflicts++;
              else if (status === 200) revisions.set(context.user, JSON.parse(body).data.revision);
            },
          },
        ],
      });
      const commandRow = summary('comando con revisione (POST /api/md/users/:id)', command, `409: ${conflicts}`);
      commandRow.non2xx = Math.max(0, commandRow.non2xx - conflicts);
      scenarios.push(commandRow);
      if (commandRow.non2xx > 0) ok = false;
    }

    // Login (scrypt/argon hashing on purpose: the cost is the password check).
    if (runs('login')) {
      const loginRun = await cannon(autocannon, {
        url: `${server.base}/api/auth/login`,
        connections,
        seconds,
        method: 'POST',
        body: JSON.stringify({ email: 'admin@tutela.demo', password: DEMO_PASSWORD }),
      });
      scenarios.push(summary('login', loginRun));
    }

    // Read-your-writes lag under sustained writes: while the command load runs, a probe edits its own user and
    // polls the read model until the change is there; lag = from the event's append (recorded_at) to visible.
    if (runs('ryw')) {
      const lags = [];
      let stale = 0;
      let loadDone = false;
      const load = cannon(autocannon, {
        url: server.base,
        connections,
        seconds: Math.max(seconds, 3),
        token,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const user = apiUsers[turn++ % apiUsers.length];
              return { ...request, path: `/api/md/users/${user.id}`, body: JSON.stringify({ phone: `+39 06 ${String(turn).padStart(7, '0')}` }) };
            },
          },
        ],
      }).finally(() => (loadDone = true));
      let probes = 0;
      while (!loadDone) {
        const phone = `+39 011 ${String(++probes).padStart(6, '0')}`;
        const sent = api(server.base, 'POST', `/api/md/users/${probeUser.id}`, { token, body: { phone } });
        let lag = null;
        for (let attempt = 0; attempt < 5000 && lag === null; attempt++) {
          const { rows: seen } = await pool.query(
            `SELECT extract(epoch FROM clock_timestamp() - e.recorded_at) * 1000 AS lag FROM users u JOIN events e ON e.position = u.last_position WHERE u.id = $1 AND u.phone = $2`,
            [probeUser.id, phone],
          );
          if (seen.length > 0) lag = Number(seen[0].lag);
          else await new Promise((resolve) => setTimeout(resolve, 1));
        }
        await sent;
        // Read-your-writes as the client sees it: the answer came back, so the card must already show the change.
        const cardAfter = await api(server.base, 'GET', `/api/md/users/${probeUser.id}`, { token });
        if (cardAfter.data.phone !== phone) stale++;
        if (lag !== null) lags.push(lag);
      }
      const loadResult = await load;
      scenarios.push(summary('carico di scrittura durante la misura del ritardo', loadResult));
      lags.sort((a, b) => a - b);
      scenarios.push({ name: `ritardo lettura-dopo-scrittura (${lags.length} sonde)`, p50: percentile(lags, 50), p95: percentile(lags, 95), p99: percentile(lags, 99), rps: NaN, total: lags.length, errors: 0, non2xx: stale, extra: `schede non aggiornate alla risposta: ${stale}` });
      if (stale > 0) ok = false;
    }

    if (vacuum) {
      const vacuumStarted = performance.now();
      await pool.query('VACUUM (ANALYZE) users');
      log(`VACUUM (ANALYZE) users in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
      await pass('dopo il VACUUM');
    }
  } finally {
    await pool.end();
    await server.stop();
  }

  const header = '| scenario | p50 ms | p95 ms | p99 ms | req/s | richieste | errori | non 2xx | note |\n| --- | --: | --: | --: | --: | --: | --: | --: | --- |';
  const table = [header, ...scenarios.map((s) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${Number.isFinite(s.rps) ? s.rps.toFixed(0) : '—'} | ${s.total} | ${s.errors} | ${s.non2xx} | ${s.extra} |`)].join('\n');
  // An object: run.mjs spreads it into the JSON file (a string there became one key per character).
  const report = { rows, connections, seconds, only: only ? [...only] : 'all', log: lines, scenarios, explain: explains.join('\n\n') };
  return { table, report, ok, scenarios };
}

/** "1 istruzione preparata", "2 istruzioni": what the raw side of the card sends. */
function statementsInWords(statements) {
  const one = statements.length === 1;
  const prepared = statements.every((statement) => statement.name);
  return `${statements.length} istruzion${one ? 'e' : 'i'}${prepared ? (one ? ' preparata' : ' preparate') : ''}`;
}

/** The card's SQL as GetUserHandler sends it (`statements`, caught from it), by `connections` clients in a closed loop. */
async function rawCard(pool, sample, connections, seconds, statements) {
  const latencies = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const id = sample[next++ % sample.length].id;
        const started = performance.now();
        for (const statement of statements) {
          await pool.query({ text: statement.text, values: [id], ...(statement.name ? { name: statement.name } : {}) });
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / seconds, total: latencies.length, errors: 0, non2xx: 0 };
}
