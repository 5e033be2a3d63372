import { DEMO, expect, login, test } from './support';

/**
 * A secretary registers a new customer with a factory placed on the map, finds it in the list and opens its
 * info dialog. Map tiles may not load (offline machine): the marker, the coordinates and Salva must work anyway.
 */
test('a secretary creates a customer and a factory placed on the map, then finds it in the list', async ({ page }) => {
  const name = `Meccanica Prova ${Date.now()} S.r.l.`;
  await login(page, DEMO.segreteria);
  await page.goto('/customers/list');
  await expect(page.getByRole('heading', { name: 'Aziende' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova azienda' }).click();

  await expect(page).toHaveURL(/\/customers\/list\/add$/);
  await page.getByLabel('Partita IVA').fill('01234567890');
  await page.getByRole('button', { name: 'Crea azienda' }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();
  await expect(page.getByText('Partita IVA non valida')).toBeVisible();
  await page.getByLabel('Ragione sociale *').fill(name);
  await page.getByLabel('Partita IVA').fill('01234567897');
  await page.getByLabel('Comune').fill('Bergamo');
  await page.getByRole('button', { name: 'Crea azienda' }).click();

  await expect(page).toHaveURL(/\/customers\/list\/card\//);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const factoryDialog = page.getByRole('dialog', { name: 'Inserisci sede' });
  await factoryDialog.getByLabel('Nome sede *').fill('Stabilimento di prova');
  await factoryDialog.getByLabel('Indirizzo').fill('Via Moroni 255');
  await factoryDialog.getByRole('button', { name: 'Posiziona sulla mappa' }).click();

  const mapDialog = page.getByRole('dialog', { name: /Posizione/ });
  const marker = mapDialog.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  const latitude = mapDialog.getByLabel('Latitudine');
  const before = await latitude.inputValue();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 80, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(before);
  const placed = Number(await latitude.inputValue());
  expect(placed).toBeGreaterThan(Number(before));
  await mapDialog.getByRole('button', { name: 'Salva' }).click();
  await expect(mapDialog).toBeHidden();
  await expect(factoryDialog.getByLabel('Latitudine')).toHaveValue(String(placed));

  await factoryDialog.getByRole('button', { name: 'Salva' }).click();
  await expect(factoryDialog).toBeHidden();
  const row = page.getByTestId('factory-row').filter({ hasText: 'Stabilimento di prova' });
  await expect(row).toContainText('Via Moroni 255');
  await expect(row).toContainText(`Posizione: ${placed.toFixed(5)}`);

  await row.getByPlaceholder('Nuovo reparto').fill('Officina');
  await row.getByRole('button', { name: 'Aggiungi reparto' }).click();
  await expect(row.getByRole('button', { name: 'Rinomina Officina' })).toBeVisible();

  await page.goto('/customers/list');
  await page.getByRole('searchbox', { name: "Cerca nell'elenco" }).fill(name);
  const listRow = page.getByRole('row').filter({ hasText: name });
  await expect(listRow).toBeVisible();
  await expect(listRow).toContainText('01234567897');
  await listRow.click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Info azienda' }).click();
  const info = page.getByRole('dialog', { name: `Informazioni azienda: ${name}` });
  for (const card of ['MEDICINA', 'FORMAZIONE', 'HSE', 'ACCESSO', 'GRUPPI', 'NOTE'])
    await expect(info.getByRole('heading', { name: card, exact: true })).toBeVisible();
});

test("a company's card lists its workers; 'Nuovo lavoratore' there starts with the company chosen", async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/customers/list');
  await page.getByRole('searchbox', { name: "Cerca nell'elenco" }).fill('Cantiere Navale');
  await page.getByRole('row').filter({ hasText: 'Cantiere Navale Tirreno S.r.l.' }).click();
  await expect(page.getByRole('heading', { name: 'Cantiere Navale Tirreno S.r.l.' })).toBeVisible();

  const workers = page.getByRole('region', { name: 'Lavoratori' });
  const firstRow = workers.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The company column is dropped: every row is this company's.
  await expect(workers.getByRole('columnheader', { name: 'Azienda' })).toHaveCount(0);
  await firstRow.click();
  await expect(page).toHaveURL(/\/customers\/list\/card\/[0-9a-f-]+\/worker\/[0-9a-f-]+$/);
  await expect(page.getByTestId('worker-name')).toBeVisible();
  await expect(page.getByText('Cantiere Navale Tirreno S.r.l.').first()).toBeVisible();

  await page.goBack();
  await workers.getByRole('button', { name: 'Nuovo lavoratore' }).click();
  await expect(page).toHaveURL(/\/workers\/list\/add\?/);
  await expect(page.getByTestId('worker-form').getByRole('combobox', { name: 'Azienda' })).toHaveValue('Cantiere Navale Tirreno S.r.l.');
});
