/* global process, console, localStorage, fetch */
// Lighthouse (desktop preset: simulated 40 ms RTT and 10 Mbit/s, no CPU slowdown) on the login page, the workers list
// and the visit form of one build, for bench/page-load.mjs --lighthouse. Lighthouse runs from npm through npx (not a
// dependency of the project) against a chromium started here with a debugging port: the login page with empty
// storage, then the signed-in pages with the session in localStorage (--disable-storage-reset) and the HTTP cache
// emptied before each run, so every page is a first load.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scripts/lib/server-process.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const AUDITS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  speed_index_ms: 'speed-index',
  tbt_ms: 'total-blocking-time',
  tti_ms: 'interactive',
};

async function lighthouse(url, port, folder, keepStorage) {
  const output = path.join(folder, `${Date.now()}.json`);
  const args = ['-y', LIGHTHOUSE, url, `--port=${port}`, '--preset=desktop', '--only-categories=performance', '--output=json'];
  args.push(`--output-path=${output}`, '--quiet', ...(keepStorage ? ['--disable-storage-reset'] : []));
  await promisify(execFile)('npx', args, { timeout: 180_000, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const figures = { score: Math.round(report.categories.performance.score * 100) };
  for (const [name, audit] of Object.entries(AUDITS)) figures[name] = Math.round(report.audits[audit].numericValue);
  figures.kb = Math.round(report.audits['total-byte-weight'].numericValue / 1024);
  figures.requests = report.audits['network-requests'].details.items.length;
  return figures;
}

/** The key of the demo worker's first visit, for the visit screen's address. */
async function visitKey(baseUrl, token, workerId) {
  const answer = await fetch(`${baseUrl}/api/md/workers/${workerId}/examinations`, { headers: { authorization: `Bearer ${token}` } });
  const rows = (await answer.json()).data;
  const visit = rows.find((row) => row.kind === 'VIS');
  if (!visit) throw new Error(`demo worker ${workerId} has no visit`);
  return visit.key;
}

export async function lighthouseFigures(chromium, build, token) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tutela-lighthouse-'));
  const port = await freePort();
  // The default context (a persistent profile): the one Lighthouse drives when it connects to the port.
  const context = await chromium.launchPersistentContext(path.join(folder, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const figures = { login_page: await lighthouse(`${build.baseUrl}/authentication/login`, port, folder, false) };
    await page.goto(`${build.baseUrl}/authentication/login`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    const key = await visitKey(build.baseUrl, token, build.workerId);
    for (const [name, url] of [
      ['workers_list', `${build.baseUrl}/workers/list`],
      ['visit_form', `${build.baseUrl}/examination/1/${key}`],
    ]) {
      await cdp.send('Network.clearBrowserCache');
      figures[name] = await lighthouse(url, port, folder, true);
    }
    return figures;
  } catch (error) {
    console.error(`[page-load] Lighthouse on ${build.name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
