#!/usr/bin/env node
/* global process, console, fetch, document, performance, PerformanceObserver, window */
// "The generic list must stay smooth with 100 rows per page" (issue 3), measured in Debian's chromium on the
// production build: the real server on a temporary embedded store with 150 extra users, the Utenti list at
// 100 rows per page. For each interaction (page size 10 → 100, sort by e-mail both ways, next page, quick
// search) it records the time from the user's action until the 100 new rows are on screen and the table is no
// longer busy (network included), and the main-thread long tasks (> 50 ms) it caused, which is what a user
// feels as jank. Prints the figures and writes bench/results/list-render.json. Needs a build
// (`npx nx run-many -t build`).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, stopServer, waitForHealth } from '../scripts/lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'frontend', 'package.json'));
const { chromium } = require('@playwright/test');
const PASSWORD = 'Tutela-Demo-2025!';
const EXTRA_USERS = 150;
const RUNS = 5;

async function api(baseUrl, pathname, token, body) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} → ${response.status}`);
  return response.json();
}

async function addUsers(baseUrl) {
  const { data } = await api(baseUrl, '/api/auth/login', null, { email: 'admin@tutela.demo', password: PASSWORD, rememberme: false });
  const lanes = Array.from({ length: 8 }, (_, lane) => lane);
  await Promise.all(
    lanes.map(async (lane) => {
      for (let i = lane; i < EXTRA_USERS; i += lanes.length) {
        await api(baseUrl, '/api/md/users', data.token, {
          email: `misura.${String(i).padStart(3, '0')}@tutela.bench`,
          first_name: `Nome${i}`,
          last_name: `Cognome con un testo abbastanza lungo da essere tagliato ${i}`,
        });
      }
    }),
  );
}

/** Runs `action`, then waits for `rows` rows and a settled table; answers elapsed ms and the long tasks. */
async function measure(page, rows, action) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__observer?.disconnect();
    window.__observer = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)));
    window.__observer.observe({ type: 'longtask' });
    window.__t0 = performance.now();
  });
  await action();
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('[data-testid="list-row"]').length === expected &&
      document.querySelector('table[aria-busy]')?.getAttribute('aria-busy') === 'false',
    rows,
    { timeout: 30_000 },
  );
  // Let the frame that shows the rows be painted before stopping the clock.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        window.requestAnimationFrame(() =>
          resolve({ ms: performance.now() - window.__t0, longTasks: window.__longTasks.length, longTaskMs: window.__longTasks.reduce((a, b) => a + b, 0) }),
        ),
      ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);

async function main() {
  if (!existsSync(path.join(root, 'backend/dist/main.js')) || !existsSync(path.join(root, 'frontend/dist/index.html'))) {
    console.error('build first: npx nx run-many -t build');
    return 1;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutela-bench-list-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(root, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO: 'true' }, ['ignore', 'ignore', 'inherit']);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await waitForHealth(baseUrl, server, 120_000);
    await addUsers(baseUrl);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'it-IT' });
    await page.goto(`${baseUrl}/authentication/login`);
    await page.getByLabel('Email').fill('admin@tutela.demo');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(/dashboards\/home$/);

    const samples = { page_size_100: [], sort_email_asc: [], sort_email_desc: [], next_page: [], quick_search: [] };
    const email = page.getByRole('columnheader', { name: 'Email' }).getByRole('button');
    for (let run = 0; run < RUNS; run++) {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${baseUrl}/users/list`);
      await page.waitForSelector('[data-testid="list-row"]');
      samples.page_size_100.push(await measure(page, 100, () => page.getByLabel('Righe per pagina').selectOption('100')));
      samples.sort_email_asc.push(await measure(page, 100, () => email.click()));
      samples.sort_email_desc.push(await measure(page, 100, () => email.click()));
      samples.next_page.push(await measure(page, 60, () => page.getByRole('button', { name: 'Pagina successiva' }).click()));
      samples.quick_search.push(
        await measure(page, 100, () => page.getByRole('searchbox', { name: "Cerca nell'elenco" }).fill('misura')),
      );
      await page.getByRole('searchbox', { name: "Cerca nell'elenco" }).fill('');
    }

    const figures = Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        {
          median_ms: Math.round(median(list.map((s) => s.ms))),
          max_ms: Math.round(max(list.map((s) => s.ms))),
          long_tasks_max: max(list.map((s) => s.longTasks)),
          long_task_ms_max: Math.round(max(list.map((s) => s.longTaskMs))),
        },
      ]),
    );
    console.log(`Elenco Utenti, 100 righe per pagina (${EXTRA_USERS + 10} utenti, ${RUNS} ripetizioni), dall'azione alle righe a schermo:`);
    for (const [name, f] of Object.entries(figures)) {
      console.log(`  ${name.padEnd(16)} mediana ${String(f.median_ms).padStart(4)} ms  max ${String(f.max_ms).padStart(4)} ms  long task max ${f.long_tasks_max} (${f.long_task_ms_max} ms)`);
    }
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'results', 'list-render.json'),
      `${JSON.stringify({ measured_at: new Date().toISOString(), rows_per_page: 100, users: EXTRA_USERS + 10, runs: RUNS, figures }, null, 2)}\n`,
    );
    return 0;
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
