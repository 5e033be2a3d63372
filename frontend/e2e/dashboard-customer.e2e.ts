import { DEMO, expect, login, sidebar, test } from './support';

test('the company chosen in "Ricerca azienda" narrows the dashboard, is named there and can be cleared', async ({ page }) => {
  await login(page, DEMO.segreteria);
  const answers: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/dashboardata') && url.searchParams.has('customer_id')) answers.push(response.status());
  });

  await page.getByPlaceholder('Ricerca azienda').pressSequentially('off', { delay: 60 });
  await page.getByRole('option', { name: /Officine Demo S\.p\.A\./ }).click();
  await expect(page).toHaveURL(/\/customers\/list\/card\/[^/]+$/);
  await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();

  const chosen = page.getByTestId('dashboard-customer');
  await expect(chosen).toContainText('Azienda selezionata');
  await expect(chosen).toContainText('Officine Demo S.p.A.');
  await expect(page.getByText('Operazioni sull’azienda selezionata nell’anno')).toBeVisible();
  await expect(page.getByText(/Indicatori non caricati/)).toHaveCount(0);
  expect(answers).toEqual([200]);

  await chosen.getByRole('button', { name: 'Rimuovi selezione' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(page.getByText('Operazioni sull’azienda selezionata nell’anno')).toHaveCount(0);
});
