import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Third-party widgets whose markup we do not write, left out of the accessibility check by selector (never a rule
 * wholesale). Each entry says why.
 */
export const AXE_EXCLUDED_SELECTORS: readonly string[] = [
  // Leaflet's map tiles and attribution (the factory card's map): images and links it renders itself.
  '.leaflet-container',
  // @event-calendar's time grid (the appointment calendars): its table/rowgroup markup holds the positioned events
  // outside any row or cell, which aria-required-children rejects. Its toolbar, our event labels' contrast and the
  // dialogs around it are still checked; the grid is a table named by the calendar (see event-calendar.tsx).
  '.tutela-ec .ec-main',
];

/** Impacts that fail a test; 'moderate' and 'minor' findings are left to review. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Runs axe on what the page shows now and fails on critical or serious violations, listing each rule with the
 * elements it found.
 */
export async function expectAccessible(page: Page, screen = page.url()): Promise<void> {
  const { violations } = await analyze(page).catch(async (error: unknown) => {
    // A page that reloads itself (the application switch does) destroys the document axe was reading: once it
    // has loaded again, the new screen is checked.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return analyze(page);
  });
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(blocking, `axe on ${screen}`).toEqual([]);
}

async function analyze(page: Page) {
  await settled(page);
  let builder = new AxeBuilder({ page });
  for (const selector of AXE_EXCLUDED_SELECTORS) builder = builder.exclude(selector);
  return builder.analyze();
}

/**
 * Waits (briefly) for running transitions to end: a dialog fading in or a snackbar sliding has, half-way, the
 * colours of neither state. Endless animations (spinners, the loading bar) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** Pages worth checking: an app page that finished loading, not a blank tab or a download. */
function checkable(page: Page): boolean {
  return !page.isClosed() && /^https?:/.test(page.url());
}

/**
 * Every spec imports `test` from here, so axe checks the screens of every test without a line in the spec: the
 * screen a test leaves with `page.goto` (the page it reached by clicking, or the dashboard after `login`), and
 * after a test that passed the screen each of its open pages shows (the page fixture and any page of a context
 * the test opened itself and left open). Tests that close their own contexts call expectAccessible before.
 */
export const test = base.extend<{ accessibleScreens: void }>({
  accessibleScreens: [
    async ({ page, browser }, use, testInfo) => {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        if (checkable(page)) await expectAccessible(page, `${page.url()} (before going to ${args[0]})`);
        return goto(...args);
      };
      await use();
      if (testInfo.status !== 'passed') return;
      const pages = new Set([page, ...browser.contexts().flatMap((context) => context.pages())]);
      for (const open of pages) if (checkable(open)) await expectAccessible(open);
    },
    { auto: true },
  ],
});

export { expect };

/** Demo accounts created by the backend's demo seed (backend/src/demo/demo-data.ts). */
export const DEMO_PASSWORD = 'Tutela-Demo-2025!';

export const DEMO = {
  admin: 'admin@tutela.demo',
  ente: 'ente@tutela.demo',
  amministrazione: 'amministrazione@tutela.demo',
  medico: 'medico@tutela.demo',
  specializzando: 'specializzando@tutela.demo',
  infermiere: 'infermiere@tutela.demo',
  segreteria: 'segreteria@tutela.demo',
  hse: 'hse@tutela.demo',
  cliente: 'cliente@tutela.demo',
  rspp: 'rspp@tutela.demo',
} as const;

/** Authorization header of a demo user signed in through the API, to change data behind the page's back. */
export async function apiHeaders(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  const answer = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD, rememberme: false } });
  expect(answer.status()).toBe(200);
  return { Authorization: `Bearer ${(await answer.json()).data.token}` };
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboards\/home$/);
}

export function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Menu principale' });
}

/** Titles of the first-level menu entries, as the user sees them. */
export async function topMenuTitles(page: Page): Promise<string[]> {
  const entries = sidebar(page).locator('nav > ul > li > :is(a, button, span)');
  await expect(entries.first()).toBeVisible();
  return (await entries.allInnerTexts()).map((t) => t.trim());
}

/** Opens a menu group and returns the titles of its entries. */
export async function groupTitles(page: Page, groupTitle: string): Promise<string[]> {
  const group = sidebar(page).getByRole('button', { name: groupTitle, exact: true });
  await group.click();
  const list = group.locator('xpath=following-sibling::ul[1]');
  return (await list.locator(':scope > li > :is(a, button, span)').allInnerTexts()).map((t) => t.trim());
}

/** With SHOTS_DIR set, the screen as it is now saved at 1366 and at tablet width (820 px), for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1366, 900],
    [820, 1180],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
