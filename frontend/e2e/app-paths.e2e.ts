import { DEMO, expect, login, sidebar, test } from './support';

/**
 * The screens call the current application's API path, so the level of that application applies: hse_manager is
 * level 8 in Sicurezza (user administration) and 4 in Medicina. The chosen application belongs to the session:
 * logout forgets it.
 */
async function switchTo(page: import('@playwright/test').Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Cambia applicazione' }).click();
  // The switch reloads the page a second after moving home: work starts after that reload, not before it.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('menuitem', { name: label }).click();
  await reloaded;
  await expect(page.getByTestId('app-logo')).toContainText(label, { timeout: 15_000 });
}

test('hse_manager lands in Sicurezza, opens Utenti, loads the list from /api/sr/users and opens a card', async ({ page }) => {
  // Level 8 in Sicurezza, 4 in Medicina: a sign-in lands where the level is highest.
  await login(page, DEMO.hse);
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('sr');
  const userCalls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/^\/api\/(md|fr|sr)\/users/.test(url.pathname)) userCalls.push(`${response.status()} ${url.pathname}`);
  });

  await sidebar(page).getByRole('link', { name: 'Utenti', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
  const rows = page.getByTestId('list-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText('Utente non autorizzato')).toHaveCount(0);

  await rows.filter({ hasText: 'medico@tutela.demo' }).click();
  await expect(page).toHaveURL(/\/users\/list\/card\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Marco Bianchi' })).toBeVisible();
  expect(userCalls.length).toBeGreaterThanOrEqual(2);
  expect(userCalls.every((call) => call.startsWith('200 /api/sr/users'))).toBe(true);
});

test('the application chosen by one user does not survive the logout', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await switchTo(page, 'Formazione');
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('fr');

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  expect(await page.evaluate(() => localStorage.getItem('app'))).not.toBe('fr');

  await login(page, DEMO.infermiere);
  await expect(page.getByTestId('app-logo')).toContainText('Medicina');
  await expect(page.getByTestId('dashboard-access')).toContainText('Medicina del lavoro');
  await expect(page.getByTestId('dashboard-access')).toContainText('5');
});

test('a user without the switch who finds another application stored is brought back to Medicina', async ({ page }) => {
  // What a browser looked like before logout forgot the application: Formazione left behind by someone else.
  await page.goto('/authentication/login');
  await page.evaluate(() => localStorage.setItem('app', 'fr'));
  await login(page, DEMO.infermiere);
  await expect(page.getByTestId('app-logo')).toContainText('Medicina');
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('md');
  await expect(page.getByRole('button', { name: 'Cambia applicazione' })).toHaveCount(0);
});

test('a sign-in never inherits the application a session that ended without a logout left behind', async ({ page }) => {
  // Sicurezza left by someone whose session expired: a secretary (6 everywhere, with the switch) could stay there,
  // but lands in her own application, Medicina (no last one on this browser, md first on a tie).
  await page.goto('/authentication/login');
  await page.evaluate(() => localStorage.setItem('app', 'sr'));
  await login(page, DEMO.segreteria);
  await expect(page.getByTestId('app-logo')).toContainText('Medicina', { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('md');
});

test('an RSPP (5 in Sicurezza, 4 elsewhere) lands in Sicurezza and works there', async ({ page }) => {
  await login(page, DEMO.rspp);
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-access')).toContainText('5');
  // No switch for them (spec: above level 6 or a role asking for it), and Medicina stored by someone else is left.
  await expect(page.getByRole('button', { name: 'Cambia applicazione' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('app', 'md'));
  await page.reload();
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('sr');
});

test('a user with the switch lands again in the application they last worked in', async ({ page }) => {
  await login(page, DEMO.hse);
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  await switchTo(page, 'Formazione');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  await login(page, DEMO.hse);
  await expect(page.getByTestId('app-logo')).toContainText('Formazione', { timeout: 15_000 });
});
