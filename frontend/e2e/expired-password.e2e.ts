import { type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from './support';

/** An administrator creates a doctor and asks the server to force a password change, through the API. */
async function doctorWithForcedChange(request: APIRequestContext, email: string, password: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.ente, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const created = await request.post('/api/md/users', { headers, data: { email, first_name: 'Paola', last_name: 'Scaduta', password } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  expect((await request.post(`/api/md/users/${id}/roles`, { headers, data: { role: 'doctor' } })).ok()).toBe(true);
  expect((await request.post(`/api/md/users/${id}/force-password-change`, { headers, data: {} })).ok()).toBe(true);
}

test('an expired password opens "Cambio password", which validates and then lets the user in', async ({ page, request }) => {
  const email = `scaduta.${Date.now()}@tutela.demo`;
  const oldPassword = 'Vecchia-Password-2025!';
  await doctorWithForcedChange(request, email, oldPassword);

  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Accedi' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cambio password' });
  await expect(dialog).toBeVisible();
  // Esc does not dismiss it: the password must be changed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Nuova password').fill('corta');
  await dialog.getByLabel('Conferma password').fill('diversa');
  await dialog.getByRole('button', { name: 'Cambia password' }).click();
  await expect(dialog.getByText('La password non rispetta i requisiti minimi di sicurezza')).toBeVisible();
  await expect(dialog.getByText('I campi non combaciano')).toBeVisible();

  await dialog.getByLabel('Nuova password').fill('Nuova-Password-2025!');
  await dialog.getByLabel('Conferma password').fill('Nuova-Password-2025!');
  await dialog.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('Password aggiornata correttamente')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();
});
