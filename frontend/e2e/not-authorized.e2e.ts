import { DEMO, expect, login, test } from './support';

/** A typed URL the user may not open always shows the same page, inside the layout; badges lead only where allowed. */
const notAuthorized = (page: import('@playwright/test').Page) => page.getByTestId('not-authorized');

test('a doctor typing pages of other roles gets "Utente non autorizzato", never a silent move or a placeholder', async ({ page }) => {
  await login(page, DEMO.medico);
  for (const path of ['/dashboards/ticket', '/admtools/list-form', '/users/list/add', '/admtools/entities/add']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(notAuthorized(page).getByRole('heading', { name: 'Utente non autorizzato' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Menu principale' })).toBeVisible();
  }
  await notAuthorized(page).getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/home$/);
});

test('a page of the user’s menu that is not built yet still says so', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/dashboards/ticket');
  await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toBeVisible();
  await expect(notAuthorized(page)).toHaveCount(0);
});

test('the Ticket badge shows only to roles with the Ticket page', async ({ page }) => {
  await login(page, DEMO.medico);
  await expect(page.getByTestId('badge-chat')).toBeVisible();
  await expect(page.getByTestId('badge-ticket')).toHaveCount(0);
  await page.goto('/authentication/logout');
  await login(page, DEMO.cliente);
  await expect(page.getByTestId('badge-chat')).toBeVisible();
  await expect(page.getByTestId('badge-ticket')).toHaveCount(0);
  await page.goto('/authentication/logout');
  await login(page, DEMO.segreteria);
  await expect(page.getByTestId('badge-ticket')).toBeVisible();
});
