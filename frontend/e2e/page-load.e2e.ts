import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, test } from './support';

/**
 * What a first visit downloads, counted rather than timed (bench/page-load.mjs has the times): the login page's
 * scripts come in a handful of files, not dozens asked for six at a time, and after 'Accedi' the dashboard needs
 * no script at all, its code having come while the user typed.
 */
const scriptsAsked = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) asked.push(path);
  });
  return asked;
};

test("the login page and the dashboard's code it fetches ahead come in a handful of script files", async ({ page }) => {
  const asked = scriptsAsked(page);
  await page.goto('/authentication/login');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Six for the login screen, three for the dashboard fetched while the user types. Before: 46 for the login
  // screen alone, and 25 more after 'Accedi'.
  expect(asked.length, asked.join('\n')).toBeLessThanOrEqual(10);
});

test('after Accedi the dashboard asks for data only: its code came while the user typed', async ({ page }) => {
  const shellLoaded = page.waitForResponse(/\/assets\/shell-[\w-]+\.js$/);
  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(DEMO.medico);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await shellLoaded;
  await page.waitForLoadState('networkidle');
  const asked = scriptsAsked(page);
  // Accedi pressed from the keyboard: a mouse left where the button was would hover whatever link of the dashboard
  // lands under it, and the router fetches a hovered link's code ahead (a chat link's, on a busy demo), which is not
  // what this counts.
  await page.getByRole('button', { name: 'Accedi' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboards\/home$/);
  await expect(page.getByRole('heading', { name: 'Indicatori' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="figures-title"] :is(.grid, p)')).toBeVisible();
  expect(asked).toEqual([]);
});
