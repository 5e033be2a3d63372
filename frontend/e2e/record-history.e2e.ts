import { apiHeaders, DEMO, expect, login, test } from './support';

/**
 * Cronologia (record history for auditors): the demo worker Lorenzo Storici was hired in February 2024, got an
 * e-mail in September 2024 and a permanent contract in March 2025. An auditor opens the history from the card,
 * picks a day between two changes and sees the card as it stood, read-only.
 */
test('an auditor opens a worker’s Cronologia from its card and sees the worker as they stood on a past day', async ({
  page,
  request,
}, testInfo) => {
  const headers = await apiHeaders(request, DEMO.ente);
  const found = await request.get('/api/md/workers', {
    headers,
    params: { name: 'Storici' },
  });
  const workerId = ((await found.json()).data as Array<{ id: string; name: string }>)[0].id;

  await login(page, DEMO.ente);
  await page.goto(`/workers/list/card/${workerId}`);
  await page.getByRole('link', { name: 'Cronologia' }).click();
  await expect(page).toHaveURL(new RegExp(`/history/worker/${workerId}$`));
  await expect(page.getByRole('heading', { name: /Cronologia · Lavoratore/ })).toBeVisible();

  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(3);
  // Newest first: the contract change by the entity administrator, with its field diff on request.
  await expect(entries.first()).toContainText('03/03/2025');
  await expect(entries.first()).toContainText('Elena Conti');
  await expect(entries.first()).toContainText('Amministratore');
  await entries
    .first()
    .getByText(/Campi modificati/)
    .click();
  await expect(entries.first().getByRole('cell', { name: 'tipo di contratto' })).toBeVisible();

  // Between the e-mail (September 2024) and the contract (March 2025).
  await page.getByLabel("Scheda com'era il giorno").fill('01/12/2024');
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  const state = page.getByTestId('history-state');
  await expect(state.getByRole('status')).toContainText("Com'era il 01/12/2024");
  await expect(state.getByRole('status')).toContainText('nomi collegati come sono oggi');
  await expect(state.getByText('lorenzo.storici@example.it')).toBeVisible();
  const contract = state.getByLabel('Tipo di contratto');
  await expect(contract).toHaveValue('DETERMINATO');
  await expect(contract).toBeDisabled();
  await expect(state.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await expect(state.getByRole('button', { name: 'Dimetti' })).toHaveCount(0);

  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`cronologia-${width}.png`),
      fullPage: true,
    });
  }

  // Before the e-mail was added.
  await page.getByLabel("Scheda com'era il giorno").fill('01/05/2024');
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  await expect(state.getByRole('status')).toContainText("Com'era il 01/05/2024");
  await expect(state.getByText('lorenzo.storici@example.it')).toHaveCount(0);
  await expect(state.getByLabel('Tipo di contratto')).toHaveValue('DETERMINATO');

  // Today's card again: the permanent contract.
  await page.getByLabel("Scheda com'era il giorno").fill('01/06/2025');
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  await expect(state.getByRole('status')).toContainText("Com'era il 01/06/2025");
  await expect(state.getByLabel('Tipo di contratto')).toHaveValue('INDETERMINATO');
});

test('Ultime attività links each row to the record’s Cronologia; the button is hidden below level 8', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.ente);
  const found = await request.get('/api/md/workers', {
    headers,
    params: { name: 'Storici' },
  });
  const workerId = ((await found.json()).data as Array<{ id: string }>)[0].id;

  await login(page, DEMO.ente);
  await page.goto(`/workers/list/card/${workerId}`);
  await page.getByRole('button', { name: 'Ultime attività' }).click();
  await page.getByRole('link', { name: 'Apri la cronologia' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/history/worker/${workerId}$`));
  await expect(page.getByTestId('history-entry')).toHaveCount(3);

  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await login(page, DEMO.amministrazione);
  await page.goto(`/workers/list/card/${workerId}`);
  await expect(page.getByTestId('worker-name')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cronologia' })).toHaveCount(0);
});

test('a customer’s Cronologia shows its first revision on the customer card, read-only', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.ente);
  const found = await request.get('/api/md/customers', {
    headers,
    params: { search: 'Officine Demo' },
  });
  const customerId = ((await found.json()).data as Array<{ id: string }>)[0].id;

  await login(page, DEMO.ente);
  await page.goto(`/customers/list/card/${customerId}`);
  await page.getByRole('link', { name: 'Cronologia' }).click();
  await expect(page.getByRole('heading', { name: /Cronologia · Azienda: Officine Demo/ })).toBeVisible();
  await page.getByRole('button', { name: "Mostra com'era" }).last().click();
  const state = page.getByTestId('history-state');
  await expect(state.getByRole('status')).toContainText("Com'era alla revisione 0");
  await expect(state.getByRole('heading', { name: 'Dati azienda' })).toBeVisible();
  await expect(state.getByRole('button', { name: 'Cessa' })).toHaveCount(0);
  await expect(state.getByRole('button', { name: 'Salva' })).toHaveCount(0);
});
