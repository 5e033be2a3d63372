import { DEMO, expect, login, test } from './support';

test('doctor: worker buttons and both searches, no application switch', async ({ page }) => {
  await login(page, DEMO.medico);
  await expect(page.getByTestId('app-logo')).toContainText('Medicina');
  await expect(page.getByRole('link', { name: 'Nuovo lavoratore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Azzera selezione' })).toBeVisible();
  await expect(page.getByPlaceholder('Ricerca lavoratore')).toBeVisible();
  await expect(page.getByPlaceholder('Ricerca azienda')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifiche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambia applicazione' })).toHaveCount(0);
});

test('worker search asks the server only for more than 3 characters of even length', async ({ page }) => {
  await login(page, DEMO.medico);
  const searches: { name: string | null; resigned: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/md/workers') {
      searches.push({ name: url.searchParams.get('name'), resigned: url.searchParams.get('include_resigned') });
    }
  });
  await page.getByPlaceholder('Ricerca lavoratore').pressSequentially('rossi', { delay: 60 });
  // 'ross' (4 characters) is asked, 'rossi' (5) is not: the demo seed's Rossi workers answer.
  await expect(page.getByRole('option').first()).toContainText('Rossi');
  await expect(page.getByTestId('workers-search-error')).toHaveCount(0);
  expect(searches).toEqual([{ name: 'ross', resigned: 'true' }]);
});

test('customer search asks from 3 characters', async ({ page }) => {
  await login(page, DEMO.medico);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/md/lookups/customers') searches.push(url.searchParams.get('q') ?? '');
  });
  await page.getByPlaceholder('Ricerca azienda').pressSequentially('off', { delay: 60 });
  const demoCustomer = page.getByRole('option', { name: /Officine Demo S\.p\.A\./ });
  await expect(demoCustomer).toBeVisible();
  await expect(demoCustomer).toContainText('Bergamo');
  expect(searches).toEqual(['off']);
  await demoCustomer.click();
  await expect(page).toHaveURL(/\/customers\/list\/card\/[0-9a-f-]+$/);
});

test('system administrator switches application and stays signed in', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.getByRole('button', { name: 'Cambia applicazione' }).click();
  await page.getByRole('menuitem', { name: 'Sicurezza' }).click();
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboards\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('app'))).toBe('sr');
});

test('profile page shows who the user is', async ({ page }) => {
  await login(page, DEMO.medico);
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Profilo utente' }).click();
  await expect(page.getByRole('heading', { name: 'Profilo utente' })).toBeVisible();
  await expect(page.getByText('medico@tutela.demo').first()).toBeVisible();
});

test('dashboard shows real data only', async ({ page }) => {
  await login(page, DEMO.medico);
  const access = page.getByTestId('dashboard-access');
  await expect(access).toContainText('Tutela Demo S.r.l.');
  await expect(access).toContainText('6');
  await expect(page.getByRole('heading', { name: 'Indicatori' })).toBeVisible();
});

test('hse_manager (level 4 in md): both searches by role, no worker buttons, application switch shown', async ({ page }) => {
  await login(page, DEMO.hse);
  // They land in Sicurezza (level 8): Medicina is one switch away.
  await page.getByRole('button', { name: 'Cambia applicazione' }).click();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Medicina del lavoro' }).click();
  await reloaded;
  await expect(page.getByTestId('app-logo')).toContainText('Medicina', { timeout: 15_000 });
  await expect(page.getByPlaceholder('Ricerca lavoratore')).toBeVisible();
  await expect(page.getByPlaceholder('Ricerca azienda')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuovo lavoratore' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cambia applicazione' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Medicina del lavoro ✓', 'Formazione', 'Sicurezza']);
});
