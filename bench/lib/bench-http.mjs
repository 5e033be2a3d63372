/* global process, fetch, performance, setTimeout */
// The compiled server on a free port and the closed-loop HTTP clients, for benches that measure through the API
// (the same loop as examinations.bench.mjs, so their rows compare).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
export const ms = (value) => (Number.isFinite(value) ? Number(value).toFixed(value < 10 ? 2 : 1) : '—');

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

export async function caughtUp(base, what, log, minutes = 10) {
  const deadline = Date.now() + minutes * 60_000;
  let lastLog = Date.now();
  for (;;) {
    const lag = await projectionLag(base);
    if (lag === 0) return;
    if (Date.now() > deadline) throw new Error(`le proiezioni non hanno raggiunto il log entro ${minutes} minuti (${what})`);
    if (Date.now() - lastLog > 15_000) {
      log(`attendo le proiezioni (${what}): ${lag ?? '?'} eventi indietro`);
      lastLog = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The compiled server on a free port; ready when it answers and its projections have caught up (a fresh read
 * side over a million generated events takes minutes: `minutes` bounds the wait).
 */
export async function startServer(root, databaseUrl, log, { profileDir, minutes = 10 } = {}) {
  const port = await freePort();
  // --profile DIR: a CPU profile of the server, written when it stops.
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
  // The demo seed runs before the server listens, and each of its commands waits for the projectors: over a
  // fresh read side of a million events the first answer comes only once they have caught up.
  const deadline = Date.now() + minutes * 60_000;
  while ((await projectionLag(base)) === null) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`il server non risponde entro ${minutes} minuti:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await caughtUp(base, 'avvio', log, minutes);
  log(`server pronto su ${base} (pid ${child.pid})`);
  return { base, pid: child.pid, stop };
}

export async function api(base, method, route, { token, body, headers = {} } = {}) {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? JSON.parse(text) : null };
}

export async function login(base, email, password) {
  const answer = await api(base, 'POST', '/api/auth/login', { body: { email, password, rememberme: false } });
  if (answer.status !== 200) throw new Error(`login di ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.data.token;
}

/**
 * `clients` loops, each taking the next item until none is left; the latency of every `request(item)`, which
 * answers a status (an HTTP one, or 'ok' / an error code for raw SQL).
 */
export async function closedLoop(items, clients, request) {
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
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds, total: latencies.length, statuses };
}
