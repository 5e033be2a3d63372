#!/usr/bin/env node
/* global process, console, setTimeout, clearTimeout, fetch */
// Browser tests end to end: build (nx cache makes this cheap when nothing changed), start the real server
// on a free port with a fresh embedded store and the demo seed, wait for /api/health, run Playwright with
// Debian's chromium, and always stop the server. Without chromium the tests are skipped, loudly.
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), E2E_SKIP_BUILD=1, E2E_KEEP_DATA=1, E2E_HEALTH_TIMEOUT_MS.
// Extra arguments are passed to `playwright test` (e.g. a file name or --grep).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const healthTimeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 120_000);

function log(message) {
  console.log(`[e2e] ${message}`);
}

if (!existsSync(chromium)) {
  log('='.repeat(72));
  log(`SKIPPED: browser tests not run, chromium not found at ${chromium}.`);
  log('Install it with `apt-get install -y chromium` (CI does) or set CHROMIUM_PATH.');
  log('='.repeat(72));
  process.exit(0);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before becoming healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no healthy answer from ${baseUrl}/api/health within ${healthTimeoutMs} ms`);
}

function stopServer(server) {
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // The server runs in its own process group: stop it and anything it started.
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    log('building (npx nx run-many -t build)…');
    const status = run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
    if (status !== 0) return status;
  }
  if (!existsSync(path.join(root, 'backend/dist/main.js')) || !existsSync(path.join(root, 'frontend/dist/index.html'))) {
    log('backend/dist/main.js or frontend/dist/index.html is missing: build first.');
    return 1;
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutela-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl} with DATA_DIR=${dataDir}`);
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', SEED_DEMO: 'true' },
  });

  const cleanup = async () => {
    await stopServer(server);
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void cleanup().then(() => process.exit(130));
    });
  }

  try {
    await waitForHealth(baseUrl, server);
    log('server healthy, running Playwright');
    return run('npx', ['playwright', 'test', '-c', 'frontend/playwright.config.ts', ...process.argv.slice(2)], {
      env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
    });
  } catch (error) {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await cleanup();
    log('server stopped');
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
