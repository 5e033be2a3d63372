import { apiHeaders, DEMO, expect, login, test } from './support';

/**
 * Two administrators on the same user: the card opened first must not silently overwrite the other one's
 * change of the same field (optimistic concurrency on the user's stream revision).
 */
test('a stale user card shows the change made meanwhile instead of overwriting it', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const created = await request.post('/api/md/users', {
    headers,
    data: { email: `concorrente.${Date.now()}@tutela.demo`, first_name: 'Carla', last_name: 'Conti' },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;

  await login(page, DEMO.ente);
  await page.goto(`/users/list/card/${id}`);
  await expect(page.getByRole('heading', { name: 'Carla Conti' })).toBeVisible();

  // The system administrator renames her while the entity administrator's card is open.
  expect((await request.post(`/api/md/users/${id}`, { headers, data: { last_name: 'Conti-Rossi' } })).status()).toBe(200);

  await page.getByLabel('Cognome').fill('Contini');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Un altro utente ha modificato questi dati/)).toBeVisible();
  await expect(page.getByLabel('Cognome')).toHaveValue('Conti-Rossi');
  await expect(page.getByRole('heading', { name: 'Carla Conti-Rossi' })).toBeVisible();

  // On the refreshed card the same change goes through.
  await page.getByLabel('Cognome').fill('Contini');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Utente modificato correttamente')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carla Contini' })).toBeVisible();
});
