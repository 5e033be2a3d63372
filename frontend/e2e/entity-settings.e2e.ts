import { type Page } from '@playwright/test';
import { DEMO, expect, login, sidebar, test } from './support';

/**
 * "Enti" (Admin tools): the entity administrator switches Formazione off for the demo entity and the header's
 * application switch stops offering it, then switches it back on. It changes the entity every other test
 * logs into, so playwright.config.ts runs this file in its own project after all the others.
 */
test.describe.configure({ mode: 'serial' });

const formazione = (page: Page) => page.getByRole('switch', { name: 'Formazione' });

async function applicationsOffered(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Cambia applicazione' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const labels = (await items.allInnerTexts()).map((text) => text.replace('✓', '').trim());
  await page.keyboard.press('Escape');
  return labels;
}

async function saveCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
}

test('the entity administrator switches Formazione off and on from Admin tools → Enti', async ({ page }) => {
  await login(page, DEMO.ente);
  expect(await applicationsOffered(page)).toEqual(['Medicina del lavoro', 'Formazione', 'Sicurezza']);

  await sidebar(page).getByRole('button', { name: 'Admin tools', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Enti', exact: true }).click();
  await expect(page).toHaveURL(/\/admtools\/entities\/?$/);
  await expect(page.getByRole('heading', { name: 'Enti' })).toBeVisible();
  // An entity administrator sees their own entity only, and cannot create one.
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Nuovo ente' })).toHaveCount(0);

  await rows.first().getByText('Tutela Demo S.r.l.').click();
  await expect(page).toHaveURL(/\/admtools\/entities\/card\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Tutela Demo S.r.l.' })).toBeVisible();
  await expect(formazione(page)).toHaveAttribute('aria-checked', 'true');

  await formazione(page).click();
  await expect(formazione(page)).toHaveAttribute('aria-checked', 'false');
  await saveCard(page);
  // The card reloads from the server with the saved state.
  await expect(formazione(page)).toHaveAttribute('aria-checked', 'false');
  expect(await applicationsOffered(page)).toEqual(['Medicina del lavoro', 'Sicurezza']);

  // The list says it too.
  await page.getByRole('link', { name: '← Enti' }).click();
  await expect(rows.first().locator('td:nth-child(4)')).toHaveText('No');

  // Leave the data as found.
  await rows.first().click();
  await formazione(page).click();
  await saveCard(page);
  await expect(formazione(page)).toHaveAttribute('aria-checked', 'true');
  expect(await applicationsOffered(page)).toEqual(['Medicina del lavoro', 'Formazione', 'Sicurezza']);

  // 'Ultime attività' of the entity names who changed it.
  await page.getByRole('button', { name: 'Ultime attività' }).click();
  const log = page.getByRole('dialog');
  await expect(log.getByText('MODIFICA').first()).toBeVisible();
  await expect(log.getByText('Elena Conti').first()).toBeVisible();
});

test('the last active application cannot be switched off', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admtools/entities');
  await page.getByTestId('list-row').filter({ hasText: 'Tutela Demo S.r.l.' }).click();
  for (const name of ['Medicina del lavoro', 'Formazione', 'Sicurezza']) await page.getByRole('switch', { name }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText("Almeno un'applicazione deve restare attiva")).toBeVisible();
  await expect(page.getByText('Dati salvati correttamente')).toHaveCount(0);
});

test('a user below level 8 never sees the Enti pages', async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto('/admtools/entities');
  await expect(page).toHaveURL(/\/admtools\/entities$/);
  await expect(page.getByTestId('not-authorized').getByRole('heading', { name: 'Utente non autorizzato' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enti' })).toHaveCount(0);
});
