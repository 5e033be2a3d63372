import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer, waitForHealth } from './lib/server-process.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = 3101;
const base = `http://127.0.0.1:${port}`;
const server = startServer(root, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'regcust-')), LOG_LEVEL: 'error', SEED_DEMO: 'true' }, ['ignore', 'ignore', 'inherit']);
try {
  await waitForHealth(base, server, 120000);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=it-IT'] });
  for (const width of [1366, 820]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'it-IT' });
    await page.goto(`${base}/authentication/login`);
    await page.getByLabel('Email').fill('segreteria@tutela.demo');
    await page.getByLabel('Password', { exact: true }).fill('Tutela-Demo-2025!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(/dashboards/);
    await page.goto(`${base}/customers/list`);
    await page.getByRole('row').filter({ hasText: 'Caseificio' }).waitFor();
    await page.screenshot({ path: `/tmp/regcust-shots/list-${width}.png`, fullPage: true });
    await page.getByRole('row').filter({ hasText: 'Caseificio' }).click();
    await page.getByRole('heading', { name: /Caseificio/ }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/regcust-shots/card-${width}.png`, fullPage: true });
    await page.mouse.move(width - 100, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/regcust-shots/factories-${width}.png` });
    await page.getByRole('button', { name: 'Info azienda' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/regcust-shots/info-${width}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).last().click();
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Mappa' }).first().click();
    await page.locator('.leaflet-marker-icon').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/regcust-shots/map-${width}.png` });
    await page.close();
  }
  await browser.close();
} finally {
  await stopServer(server);
}
