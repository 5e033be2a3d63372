import { readFile } from 'node:fs/promises';
import { DEMO, expect, expectAccessible, login, shot, sidebar, test } from './support';

/**
 * Coord. Sanitario → Importa (issue 36, the templates): the system administrator picks the demo customer and
 * downloads Template 1 with instructions; the file is the server's xlsx (a zip: 'PK').
 */
test('the administrator downloads Template 1 with instructions for the demo customer', async ({ page }) => {
  await login(page, DEMO.admin);
  await sidebar(page).getByRole('button', { name: 'Coord. Sanitario', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Importa', exact: true }).click();
  await expect(page).toHaveURL(/\/coordination\/import$/);
  await expect(page.getByRole('heading', { name: 'Importa', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template 2' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Azienda', exact: true }).fill('Offic');
  await page.getByRole('option', { name: 'Officine Demo S.p.A.' }).click();
  await expect(page.getByText(/sedi, reparti e mansioni di Officine Demo S\.p\.A\.$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'import-templates');

  const template1 = page.getByRole('region', { name: 'Template 1' });
  const downloading = page.waitForEvent('download');
  await template1.getByRole('button', { name: 'Scarica con istruzioni' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('template_1_explicit.xlsx');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(5_000);
  await expect(template1.getByRole('button', { name: 'Scarica vuoto' })).toBeEnabled();
});

test('a secretary does not reach Importa', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/coordination/import');
  await expect(page.getByTestId('not-authorized').getByRole('heading', { name: 'Utente non autorizzato' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Importa', level: 1 })).toHaveCount(0);
});
