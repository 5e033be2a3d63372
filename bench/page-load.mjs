/* global process, console, performance, PerformanceObserver, window, localStorage, fetch, URL */
// "Speed a person feels" (issue 33, item 10): `npm run bench -- page-load [--before <checkout>] [--after <checkout>]
// [--rounds 3] [--throttle false] [--lighthouse] [--smoke] [--label name]`, measured in Debian's chromium on production builds:
// the login page, login → dashboard, the workers list and opening a visit from the worker card. Each scenario starts
// in a new browser context (empty HTTP cache, as on a first visit or after a deploy), on a network like an office
// line (10 Mbit/s down, 5 up, 40 ms round trip: Lighthouse's desktop profile), so compression and request chains
// count as they do for a user and not as on loopback. For each: the time until the page is usable (the login
// button, the dashboard's figures, the list's rows, the visit form's fields), first and largest contentful paint,
// bytes over the wire and requests; for login → dashboard and the visit, the requests in order (a waterfall).
//
// --before / --after: two checkouts, each built (`npx nx run-many -t build`; a `git worktree add /tmp/before
// <commit>` with node_modules linked will do), measured alternately round by round on the same machine; --after
// defaults to this checkout. Each runs on its own embedded store (PGlite) in a temporary folder, seeded with the
// demo data. --lighthouse: Lighthouse too, each round (bench/lighthouse-pages.mjs). --smoke: one round, the login
// page only. Figures only, no timed assertion.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, stopServer, waitForHealth } from '../scripts/lib/server-process.mjs';
import { lighthouseFigures } from './lighthouse-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'frontend', 'package.json'));
const { chromium } = require('playwright-core');
const PASSWORD = 'Tutela-Demo-2025!';
const USER = 'medico@tutela.demo';
/** Lighthouse's desktop throttling: 40 ms RTT, 10,240 kbit/s down. */
const OFFICE_LINE = { offline: false, latency: 40, downloadThroughput: (10_240 * 1024) / 8, uploadThroughput: (5_120 * 1024) / 8 };

async function startBuild(name, checkout) {
  if (!existsSync(path.join(checkout, 'backend/dist/main.js')) || !existsSync(path.join(checkout, 'frontend/dist/index.html'))) {
    throw new Error(`${checkout}: build first (npx nx run-many -t build)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `tutela-bench-page-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The embedded store whatever this shell's environment names, so both builds run on the same kind of store.
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    WEB_DIST: path.join(checkout, 'frontend/dist'),
    DATABASE_URL: '',
    EVENTSTORE_URL: '',
    KAFKA_BROKERS: '',
  };
  const started = Date.now();
  const server = startServer(checkout, env, ['ignore', 'ignore', 'inherit']);
  await waitForHealth(baseUrl, server, 600_000);
  const firstStartS = (Date.now() - started) / 1000;
  const demoWorkerId = createRequire(path.join(checkout, 'backend', 'package.json'))('./dist/workers/seed/demo-workers-seed.js').demoWorkerId;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
  return { name, checkout, commit, baseUrl, server, dataDir, firstStartS, workerId: demoWorkerId(2) };
}

async function apiLogin(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER, password: PASSWORD, rememberme: true }),
  });
  if (!response.ok) throw new Error(`login → ${response.status}`);
  return (await response.json()).data.token;
}

/** A page in a fresh context (empty cache) whose requests are recorded with their wire size and timing. */
async function freshPage(browser, token, throttle) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'it-IT' });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) await cdp.send('Network.emulateNetworkConditions', OFFICE_LINE);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, start: e.timestamp, end: null, bytes: 0, encoding: null, status: null }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { status: e.response.status, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? null });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  const now = async () => (await cdp.send('Runtime.evaluate', { expression: 'Date.now()', returnByValue: true })).result.value;
  return { context, page, requests, now };
}

/** Requests since `fromTs` (CDP seconds): count, bytes, and each one's start and end in ms from `fromTs`. */
function traffic(requests, fromTs) {
  const list = [...requests.values()].filter((r) => r.start >= fromTs);
  return {
    requests: list.length,
    kb: Math.round(list.reduce((sum, r) => sum + r.bytes, 0) / 1024),
    waterfall: list.map((r) => ({
      path: new URL(r.url).pathname + (new URL(r.url).search.length > 40 ? '?…' : new URL(r.url).search),
      status: r.status,
      encoding: r.encoding,
      kb: Math.round(r.bytes / 102.4) / 10,
      start_ms: Math.round((r.start - fromTs) * 1000),
      end_ms: r.end === null ? null : Math.round((r.end - fromTs) * 1000),
    })),
  };
}

const cdpNow = (requests) => Math.max(0, ...[...requests.values()].map((r) => r.end ?? r.start));
const paints = (page) =>
  page.evaluate(() => ({
    fcp_ms: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    lcp_ms: Math.round(window.__lcp),
  }));

/** A cold load of `url` until `ready` resolves; times from navigation start. */
async function coldLoad(browser, token, url, ready, { throttle }) {
  const { context, page, requests } = await freshPage(browser, token, throttle);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    const readyMs = await page.evaluate(() => Math.round(performance.now()));
    // From the navigation's own request: the page's whole load.
    const { requests: count, kb, waterfall } = traffic(requests, Math.min(...[...requests.values()].map((r) => r.start)));
    return { ready_ms: readyMs, ...(await paints(page)), kb, requests: count, waterfall };
  } finally {
    await context.close();
  }
}

async function loginToDashboard(browser, build, { throttle }) {
  const { context, page, requests } = await freshPage(browser, null, throttle);
  try {
    await page.goto(`${build.baseUrl}/authentication/login`);
    await page.getByLabel('Email').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.waitForLoadState('networkidle');
    const from = cdpNow(requests);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(/dashboards\/home$/);
    await page.waitForSelector('section[aria-labelledby="figures-title"] :is(.grid, p)', { timeout: 60_000 });
    const readyMs = Date.now() - t0;
    return { ready_ms: readyMs, ...traffic(requests, from) };
  } finally {
    await context.close();
  }
}

/** From the worker card (loaded, settled), a click on the open visit until the form's fields are on screen. */
async function openVisit(browser, build, token, { throttle }) {
  const { context, page, requests } = await freshPage(browser, token, throttle);
  try {
    await page.goto(`${build.baseUrl}/workers/list/card/${build.workerId}`);
    const link = page.getByRole('link', { name: /^Apri la visita del/ }).first();
    await link.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // What a person does before clicking: the pointer reaches the link a moment before the click.
    await link.hover();
    await page.waitForTimeout(150);
    const from = cdpNow(requests);
    const t0 = Date.now();
    await link.click();
    await page.waitForSelector('[data-testid="formio-form"] .formio-component input', { timeout: 60_000 });
    const readyMs = Date.now() - t0;
    return { ready_ms: readyMs, ...traffic(requests, from) };
  } finally {
    await context.close();
  }
}

async function measureBuild(browser, build, settings) {
  const token = await apiLogin(build.baseUrl);
  const base = build.baseUrl;
  const loginPage = await coldLoad(browser, null, `${base}/authentication/login`, (page) => page.getByRole('button', { name: 'Accedi' }).waitFor(), settings);
  if (settings.smoke) return { login_page: loginPage };
  return {
    login_page: loginPage,
    login_to_dashboard: await loginToDashboard(browser, build, settings),
    workers_list: await coldLoad(browser, token, `${base}/workers/list`, (page) => page.waitForSelector('[data-testid="list-row"]', { timeout: 60_000 }), settings),
    // The worker card and then the visit, in one cold load: what a first visit of the day costs.
    visit_form_cold: await coldLoad(
      browser,
      token,
      `${base}/workers/list/card/${build.workerId}`,
      async (page) => {
        await page.getByRole('link', { name: /^Apri la visita del/ }).first().click();
        await page.waitForSelector('[data-testid="formio-form"] .formio-component input', { timeout: 60_000 });
      },
      settings,
    ),
    visit_from_worker_card: await openVisit(browser, build, token, settings),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Per page and figure, the median of the Lighthouse runs (null when none ran). */
function medians(runs) {
  if (runs.length === 0) return null;
  const out = {};
  for (const page of Object.keys(runs[0])) {
    out[page] = {};
    for (const figure of Object.keys(runs[0][page])) out[page][figure] = median(runs.map((run) => run[page][figure]));
  }
  return out;
}
const METRICS = ['ready_ms', 'fcp_ms', 'lcp_ms', 'kb', 'requests'];

function summarize(samples) {
  const out = {};
  for (const scenario of Object.keys(samples[0])) {
    out[scenario] = {};
    for (const metric of METRICS) {
      if (samples[0][scenario][metric] !== undefined) out[scenario][metric] = median(samples.map((s) => s[scenario][metric]));
    }
    out[scenario].ready_ms_all = samples.map((s) => s[scenario].ready_ms);
    // The waterfall of the median round, to see where the time goes.
    const mid = [...samples].sort((a, b) => a[scenario].ready_ms - b[scenario].ready_ms)[Math.floor(samples.length / 2)][scenario];
    if (mid.waterfall) out[scenario].waterfall = mid.waterfall;
  }
  return out;
}

/** The checkouts to measure: --before and --after (default: this checkout), each with its own server. */
function checkoutsOf(root, options) {
  const list = [];
  if (typeof options.before === 'string') list.push(['before', path.resolve(options.before)]);
  list.push(['after', typeof options.after === 'string' ? path.resolve(options.after) : root]);
  return list;
}

export async function run({ root: suiteRoot = root, smoke = false, options = {} }) {
  const rounds = Number(options.rounds ?? (smoke ? 1 : 3));
  const throttle = options.throttle !== 'false' && options.throttle !== false;
  const withLighthouse = options.lighthouse === true && !smoke;
  const builds = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const [name, checkout] of checkoutsOf(suiteRoot, options)) builds.push(await startBuild(name, checkout));
    const samples = Object.fromEntries(builds.map((b) => [b.name, []]));
    const audits = Object.fromEntries(builds.map((b) => [b.name, []]));
    for (let round = 0; round < rounds; round++) {
      // Alternating the order round by round, so neither build always runs on a warmer (or busier) machine.
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        samples[build.name].push(await measureBuild(browser, build, { throttle, smoke }));
        if (withLighthouse) audits[build.name].push(await lighthouseFigures(chromium, build, await apiLogin(build.baseUrl)));
      }
      console.error(`[page-load] round ${round + 1}/${rounds}`);
    }
    const figures = Object.fromEntries(builds.map((b) => [b.name, summarize(samples[b.name])]));
    const lighthouse = Object.fromEntries(builds.map((b) => [b.name, medians(audits[b.name].filter(Boolean))]));
    const table = [];
    for (const scenario of Object.keys(figures[builds[0].name])) {
      for (const b of builds) {
        const f = figures[b.name][scenario];
        table.push({
          scenario,
          build: b.name,
          'ready ms': f.ready_ms,
          'FCP ms': f.fcp_ms ?? '',
          'LCP ms': f.lcp_ms ?? '',
          KB: f.kb,
          requests: f.requests,
        });
      }
    }
    for (const b of builds) {
      for (const [page, f] of Object.entries(lighthouse[b.name] ?? {})) {
        table.push({ scenario: `lighthouse ${page}`, build: b.name, 'ready ms': `score ${f.score}`, 'FCP ms': f.fcp_ms, 'LCP ms': f.lcp_ms, KB: f.kb, requests: f.requests });
      }
    }
    return {
      table,
      report: {
        network: throttle ? '10 Mbit/s down, 5 up, 40 ms RTT (Lighthouse desktop)' : 'loopback, no throttling',
        rounds,
        user: USER,
        builds: Object.fromEntries(
          builds.map((b) => [
            b.name,
            { checkout: b.checkout, commit: b.commit, first_start_s: b.firstStartS, figures: figures[b.name], lighthouse: lighthouse[b.name] },
          ]),
        ),
      },
    };
  } finally {
    await browser.close();
    for (const build of builds) {
      await stopServer(build.server);
      rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
}
