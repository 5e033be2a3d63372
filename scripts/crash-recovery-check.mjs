#!/usr/bin/env node
/* global process, console, setTimeout, fetch, URL */
// "Killing the process mid-projection and restarting leaves read models equal to a rebuild", checked with the
// real processes on the real PostgreSQL server (TEST_DATABASE_URL; skipped, loudly, without it):
//   1. start the server on a fresh database and fill the log through the API (users and their changes);
//   2. run `projections rebuild all` (beside the tables in use) and SIGKILL it half-way through the log: the tables
//      in use must be exactly as before, the rebuild's own schema left for the next rebuild to drop;
//   3. run `projections rebuild all --in-place` and SIGKILL it half-way: its tables and checkpoints are half-way;
//   4. start the server again: the projections resume from the checkpoints the killed process committed;
//   5. dump every read-model table, rebuild everything from scratch, dump again: the two must be identical, and
//      the schema the first killed rebuild left must be gone.
// Env: CRASH_CHECK_USERS (default 60), CRASH_CHECK_CHANGES (changes per user, default 40), E2E_SKIP_BUILD=1.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, stopServer, waitForHealth } from './lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const log = (message) => console.log(`[crash-check] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const baseUrlOfDb = process.env.TEST_DATABASE_URL;
if (!baseUrlOfDb) {
  log('SALTATO: TEST_DATABASE_URL non impostato, la prova di arresto brutale gira solo sul server PostgreSQL.');
  process.exit(0);
}
const USERS = Number(process.env.CRASH_CHECK_USERS ?? 60);
const CHANGES = Number(process.env.CRASH_CHECK_CHANGES ?? 40);
const PASSWORD = 'Tutela-Demo-2025!';

const { Client } = require('pg');
const { allProjectors, shadowSchemaName } = require('@tutela/projections');

async function withClient(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function api(baseUrl, method, pathname, token, body) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Fills the log: USERS users, each changed CHANGES times, in 8 parallel lanes (each lane owns its users). */
async function fillLog(baseUrl) {
  const { data } = await api(baseUrl, 'POST', '/api/auth/login', null, { email: 'admin@tutela.demo', password: PASSWORD, rememberme: false });
  const lanes = Array.from({ length: 8 }, (_, lane) => lane);
  await Promise.all(
    lanes.map(async (lane) => {
      for (let u = lane; u < USERS; u += lanes.length) {
        const created = await api(baseUrl, 'POST', '/api/md/users', data.token, {
          email: `crash.${u}@tutela.test`,
          first_name: `Prova${u}`,
          last_name: 'Arresto',
        });
        for (let c = 0; c < CHANGES; c++) {
          await api(baseUrl, 'POST', `/api/md/users/${created.data.id}`, data.token, { phone: `02 ${u} ${c}` });
        }
      }
    }),
  );
}

async function untilCaughtUp(baseUrl) {
  for (let i = 0; i < 600; i++) {
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    if (health.projections.projectors.every((p) => p.lag === 0 && p.state === 'running')) return health;
    await sleep(100);
  }
  throw new Error('the projections did not catch up within 60 s');
}

/** Every read-model table, rows as sorted JSON lines: equal dumps mean equal tables. */
async function dumpReadModels(dbUrl) {
  return withClient(dbUrl, async (client) => {
    const dump = {};
    for (const projector of allProjectors()) {
      for (const table of projector.tables) {
        const { rows } = await client.query(`SELECT * FROM ${table}`);
        dump[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
    }
    return dump;
  });
}

async function schemaExists(dbUrl, schema) {
  return withClient(dbUrl, async (client) => (await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount > 0);
}

/**
 * Runs the projections CLI with `args` and SIGKILLs it once some checkpoint in `checkpoints` is strictly between 0
 * and the head. Small batches (--batch-size=100): the log is a few thousand events, one default batch would
 * replay it in a single commit.
 */
async function killHalfWay(env, dbUrl, args, head, checkpoints) {
  const cli = projectionsCli(env, args);
  const exited = new Promise((resolve) => cli.once('exit', resolve));
  let midway = null;
  await withClient(dbUrl, async (client) => {
    while (cli.exitCode === null && !midway) {
      const rows = await client
        .query(`SELECT name, position::int AS position FROM ${checkpoints}`)
        .then((result) => result.rows)
        .catch(() => []);
      midway = rows.find((row) => row.position > 0 && row.position < head) ?? null;
      if (!midway) await sleep(2);
    }
  });
  if (!midway) throw new Error(`${args.join(' ')} ended before it could be killed half-way: raise CRASH_CHECK_USERS`);
  process.kill(cli.pid, 'SIGKILL');
  await exited;
  return midway;
}

function projectionsCli(env, args) {
  return spawn(process.execPath, ['backend/dist/cli/projections.js', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return 1;
  }
  const dbName = `tutela_crash_${process.pid}_${Date.now()}`;
  const dbUrl = new URL(baseUrlOfDb);
  dbUrl.pathname = `/${dbName}`;
  await withClient(baseUrlOfDb, (client) => client.query(`CREATE DATABASE ${dbName}`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { DATABASE_URL: dbUrl.toString(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SEED_DEMO: 'true' };
  let server = null;
  try {
    server = startServer(root, env, ['ignore', 'ignore', 'inherit']);
    await waitForHealth(baseUrl, server, 120_000);
    const startedAt = Date.now();
    await fillLog(baseUrl);
    const { head } = await untilCaughtUp(baseUrl);
    log(`log filled through the API: ${head} events in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    await stopServer(server);

    // 2. Kill a rebuild beside the tables in use half-way: they must not move.
    const shadow = shadowSchemaName('public', 'all');
    const before = await dumpReadModels(dbUrl.toString());
    const besideAt = await killHalfWay(env, dbUrl.toString(), ['rebuild', 'all', '--batch-size=100'], head, `"${shadow}".projection_checkpoints`);
    log(`rebuild beside killed half-way (SIGKILL) at ${besideAt.name}=${besideAt.position}/${head}`);
    const untouched = await dumpReadModels(dbUrl.toString());
    const moved = Object.keys(before).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(untouched[table]));
    if (moved.length > 0) throw new Error(`a killed rebuild changed tables in use: ${moved.join(', ')}`);
    if (!(await schemaExists(dbUrl.toString(), shadow))) throw new Error(`the killed rebuild left no schema ${shadow}: was it beside?`);
    log('the tables in use are exactly as before the killed rebuild');

    // 3. Kill a rebuild in place half-way: some checkpoint strictly between 0 and the head.
    const inPlaceAt = await killHalfWay(env, dbUrl.toString(), ['rebuild', 'all', '--batch-size=100', '--in-place'], head, 'projection_checkpoints');
    const atKill = await withClient(dbUrl.toString(), async (client) => (await client.query('SELECT name, position::int AS position FROM projection_checkpoints ORDER BY name')).rows);
    log(`rebuild in place killed half-way (SIGKILL) at ${inPlaceAt.name}=${inPlaceAt.position}; checkpoints left: ${atKill.map((r) => `${r.name}=${r.position}/${head}`).join(', ')}`);

    // 4. Restart: the projections resume from those checkpoints.
    server = startServer(root, env, ['ignore', 'ignore', 'inherit']);
    await waitForHealth(baseUrl, server, 120_000);
    await untilCaughtUp(baseUrl);
    await stopServer(server);
    server = null;
    const resumed = await dumpReadModels(dbUrl.toString());

    // 5. A clean rebuild of everything must give the very same tables.
    const clean = projectionsCli(env, ['rebuild', 'all']);
    const code = await new Promise((resolve) => clean.once('exit', resolve));
    if (code !== 0) throw new Error(`projections rebuild all exited with ${code}`);
    const rebuilt = await dumpReadModels(dbUrl.toString());
    if (await schemaExists(dbUrl.toString(), shadow)) throw new Error(`the clean rebuild left schema ${shadow} behind`);

    let differences = 0;
    for (const table of Object.keys(rebuilt)) {
      const same = JSON.stringify(resumed[table]) === JSON.stringify(rebuilt[table]);
      log(`${same ? 'uguale' : 'DIVERSA'}  ${table}: ${resumed[table].length} righe dopo il riavvio, ${rebuilt[table].length} dopo la ricostruzione`);
      if (!same) differences++;
    }
    if (differences > 0) throw new Error(`${differences} read-model table(s) differ from a rebuild after the crash`);
    log('OK: after the kill and the restart every read model equals a rebuild');
    return 0;
  } catch (error) {
    log(`FALLITO: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopServer(server);
    await withClient(baseUrlOfDb, (client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
