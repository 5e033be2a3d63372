import { apiHeaders, DEMO, expect, login, test } from './support';

test('an administrator grants a customer-side role on a customer picked from the autocomplete', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const created = await request.post('/api/md/users', {
    headers,
    data: { email: `referente.${Date.now()}@tutela.demo`, first_name: 'Rita', last_name: 'Referente' },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;

  await login(page, DEMO.ente);
  await page.goto(`/users/list/card/${id}`);
  await page.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'Cliente' });
  await page.getByRole('button', { name: 'Assegna ruolo' }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();

  // Two characters are not enough; the third one searches.
  const customer = page.getByPlaceholder('Azienda *');
  await customer.pressSequentially('of', { delay: 40 });
  await expect(page.getByRole('option')).toHaveCount(0);
  await customer.pressSequentially('f', { delay: 40 });
  await page.getByRole('option', { name: 'Officine Demo S.p.A.' }).click();
  await page.getByRole('button', { name: 'Assegna ruolo' }).click();
  await expect(page.getByText('Ruolo assegnato correttamente')).toBeVisible();
  const grant = page.getByTestId('role-grant');
  await expect(grant).toHaveCount(1);
  await expect(grant.first()).toContainText('Cliente');
  await expect(grant.first()).toContainText('Officine Demo S.p.A.');
});
