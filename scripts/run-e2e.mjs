#!/usr/bin/env node
/* global process, console */
// Browser tests end to end: build (nx cache makes this cheap when nothing changed), start the real server
// on a free port with a fresh embedded store and the demo seed, wait for /api/health, run Playwright with
// Debian's chromium, and always stop the server. Without chromium the tests are skipped, loudly.
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), E2E_SKIP_BUILD=1, E2E_KEEP_DATA=1, E2E_HEALTH_TIMEOUT_MS.
// Extra arguments are passed to `playwright test` (e.g. a file name or --grep).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, stopServer, waitForHealth } from './lib/server-process.mjs';

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
  const server = startServer(root, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', SEED_DEMO: 'true' });

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
    await waitForHealth(baseUrl, server, healthTimeoutMs);
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
