import { defineConfig } from '@playwright/test';

/**
 * Browser tests against a running Tutela server (scripts/run-e2e.mjs starts one on a temporary embedded
 * store and passes its address in E2E_BASE_URL). Debian's chromium is used as it is: no browser download.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  // One retry in CI only, so a timing hiccup of the shared machine does not block a landing; the list reporter
  // still marks such a test 'flaky', which is a bug to fix, not to ignore.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Every test shares one server and its demo data. Tests that change the demo entity's settings (which every
  // other test logs into) run in a project of their own, after all the others.
  projects: [
    { name: 'main', testMatch: '**/*.e2e.ts', testIgnore: '**/entity-settings.e2e.ts' },
    { name: 'entity-settings', testMatch: '**/entity-settings.e2e.ts', dependencies: ['main'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
