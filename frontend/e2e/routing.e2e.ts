import { DEMO, expect, login, test } from './support';

test.describe('routing rules', () => {
  test('a guarded route sends an anonymous visitor to the login page', async ({ page }) => {
    await page.goto('/customers/list');
    await expect(page).toHaveURL(/\/authentication\/login/);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  test('the empty path goes to /dashboards/home (then to login without a session)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/authentication\/login/);
    await login(page, DEMO.medico);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboards\/home$/);
  });

  test('an unknown path goes to the login page, even with a session', async ({ page }) => {
    await page.goto('/questa/pagina/non/esiste');
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await login(page, DEMO.medico);
    await page.goto('/questa/pagina/non/esiste');
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });

  test('after login the user lands where the guard stopped them', async ({ page }) => {
    await page.goto('/stats/export');
    await expect(page).toHaveURL(/\/authentication\/login\?redirect=/);
    await page.getByLabel('Email').fill(DEMO.medico);
    await page.getByLabel('Password', { exact: true }).fill('Tutela-Demo-2025!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/stats\/export$/);
  });

  test('a screen not built yet shows the Italian notice inside the layout, never a blank page', async ({ page }) => {
    await login(page, DEMO.medico);
    // Contatti: in the doctor's menu, no screen yet (Aziende, /customers/list, is built).
    await page.goto('/customers/contactlist');
    await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Menu principale' })).toBeVisible();
  });

  test('single-segment paths of known sections (/coordination) also get the notice', async ({ page }) => {
    await login(page, DEMO.medico);
    await page.goto('/coordination');
    await expect(page).toHaveURL(/\/coordination$/);
    await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toBeVisible();
  });

  test('a token the server refuses ends the session with "Utente non autorizzato"', async ({ page }) => {
    await login(page, DEMO.medico);
    // The bad token is planted as the reloaded document starts, not before: a dashboard call still in flight
    // would otherwise meet it first and end the session before the reload, which then wipes the message.
    await page.addInitScript(() => sessionStorage.setItem('token', 'token-non-valido'));
    await page.reload();
    await expect(page).toHaveURL(/\/authentication\/login/);
    await expect(page.getByText('Utente non autorizzato')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('public pages load without a session and without user data', async ({ page }) => {
    const userDataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('getuserdata')) userDataCalls.push(request.url());
    });
    await page.goto('/public/a3b/qualcosa');
    await expect(page).toHaveURL(/\/public\/a3b\/qualcosa$/);
    await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toBeVisible();
    expect(userDataCalls).toEqual([]);
  });
});

test.describe('authentication', () => {
  test('wrong credentials keep the user on the login page with a message', async ({ page }) => {
    await page.goto('/authentication/login');
    await page.getByLabel('Email').fill(DEMO.medico);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata-123!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });

  test('empty fields are required', async ({ page }) => {
    await page.goto('/authentication/login');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);
  });

  test('logout from the profile menu ends the session', async ({ page }) => {
    await login(page, DEMO.medico);
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await page.goto('/dashboards/home');
    await expect(page).toHaveURL(/\/authentication\/login/);
  });

  test('the reset request answers without telling whether the e-mail exists', async ({ page }) => {
    await page.goto('/authentication/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/\/authentication\/forgot-password$/);
    // The address changes before the lazy page renders: typing earlier would fill the login page's own Email.
    await expect(page.getByRole('heading', { name: 'Recupera password' })).toBeVisible();
    await page.getByLabel('Email').fill('nessuno@tutela.demo');
    await page.getByRole('button', { name: 'Invia link di recupero' }).click();
    await expect(page.getByRole('status').filter({ hasNotText: 'Caricamento' }).first()).toBeVisible();
  });

  test('the reset form applies the password policy', async ({ page }) => {
    await page.goto('/authentication/reset-password?token=abc&email=medico%40tutela.demo');
    await page.getByLabel('Nuova password').fill('debole');
    await page.getByLabel('Conferma password').fill('diversa');
    await page.getByRole('button', { name: 'Reimposta password' }).click();
    await expect(page.getByText('La password non rispetta i requisiti minimi di sicurezza')).toBeVisible();
    await expect(page.getByText('I campi non combaciano')).toBeVisible();
  });
});
