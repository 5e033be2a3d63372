import { apiHeaders, DEMO, expect, login, test } from './support';

/** A partita IVA with a correct check digit (the Luhn-like rule of the Agenzia delle Entrate). */
function vatNumber(seed: number): string {
  const body = String(seed % 10_000_000).padStart(7, '0') + '016';
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(body[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * The registry journey of a secretary (issue: registry): a new customer with a factory, a worker with a computed
 * tax code, a job whose health protocol then shows on the worker card, the worker found from the header search,
 * and every change in the activity log under the secretary's name.
 */
test('a secretary registers a customer, a factory and a worker, assigns a job and finds the worker', async ({ page, request }) => {
  // A long journey: on a loaded two-core machine it can pass the default 30 s.
  test.slow();
  const stamp = Date.now();
  const company = `Logistica Percorso ${stamp} S.r.l.`;
  await login(page, DEMO.segreteria);

  // Customer and factory.
  await page.goto('/customers/list/add');
  await page.getByLabel('Ragione sociale *').fill(company);
  await page.getByLabel('Partita IVA').fill(vatNumber(stamp));
  await page.getByLabel('Comune').fill('Brescia');
  await page.getByRole('button', { name: 'Crea azienda' }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const factoryDialog = page.getByRole('dialog', { name: 'Inserisci sede' });
  await factoryDialog.getByLabel('Nome sede *').fill('Magazzino Brescia Est');
  await factoryDialog.getByLabel('Indirizzo').fill('Via della Volta 20');
  await factoryDialog.getByRole('button', { name: 'Salva' }).click();
  await expect(factoryDialog).toBeHidden();
  const factoryRow = page.getByTestId('factory-row').filter({ hasText: 'Magazzino Brescia Est' });
  await factoryRow.getByPlaceholder('Nuovo reparto').fill('Spedizioni');
  await factoryRow.getByRole('button', { name: 'Aggiungi reparto' }).click();
  await expect(factoryRow.getByRole('button', { name: 'Rinomina Spedizioni' })).toBeVisible();

  // Worker with the tax code computed from the personal data.
  await page.goto('/workers/list/add');
  const form = page.getByTestId('worker-form');
  await form.getByLabel('Nome *', { exact: true }).fill('Giacomo');
  await form.getByLabel('Cognome *', { exact: true }).fill('Percorsini');
  await form.getByLabel('Maschio', { exact: true }).check();
  await form.getByLabel('Data di nascita *', { exact: true }).fill('21/07/1988');
  await form.getByLabel('Luogo di nascita *', { exact: true }).fill('Brescia');
  await page.getByRole('option', { name: /^Brescia \(BS\)/ }).click();
  await form.getByRole('button', { name: 'Calcola' }).click();
  await expect(form.getByLabel('Codice fiscale', { exact: true })).toHaveValue('PRCGCM88L21B157A');
  await form.getByPlaceholder('Azienda').fill(`Logistica Percorso ${stamp}`);
  await page.getByRole('option', { name: company }).click();
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/workers\/list\/card\/[0-9a-f-]+$/);
  const workerId = page.url().split('/').pop()!;
  await expect(page.getByTestId('no-health-protocol')).toBeVisible();

  // Job assignment: site, department and a general job whose protocol and hazards the worker takes.
  const assignment = page.getByRole('form', { name: 'Assegnazione mansione' });
  await assignment.getByLabel('Sede').selectOption({ label: 'Magazzino Brescia Est' });
  await assignment.getByLabel('Reparto').selectOption({ label: 'Spedizioni' });
  await assignment.getByLabel('Mansione *').selectOption({ label: 'Magazziniere' });
  await expect(assignment.getByLabel('Reimposta rischi e protocollo sanitario dalla mansione')).toBeChecked();
  await assignment.getByRole('button', { name: 'Salva mansione' }).click();
  await expect(page.getByText('Lavoratore modificato correttamente')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Mansione · Magazziniere/ })).toBeVisible();
  await expect(page.getByTestId('no-health-protocol')).toHaveCount(0);
  // The job's protocol: periodic visit every 12 months, audiometry every 24.
  await expect(page.getByLabel('Periodicità Visita medica periodica', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Periodicità Audiometria', { exact: true })).toHaveValue('24');
  const cardUrl = page.url();

  // Header search finds the worker with their company.
  await page.goto('/dashboards/home');
  await page.getByRole('combobox', { name: 'Ricerca lavoratore' }).fill('percor');
  // By the company too: a retry's customer has a stamp of its own, the first attempt's worker may exist.
  const option = page.getByRole('option', { name: new RegExp(`Giacomo Percorsini .*${stamp}`) });
  await expect(option).toContainText(company);
  await option.click();
  await expect(page).toHaveURL(cardUrl);

  // 'Ultime attività' (level 8) shows the worker's changes under the secretary's name.
  const admin = await apiHeaders(request, DEMO.admin);
  const log = await request.get(`/api/md/activities/log?logName=worker&subjectId=${workerId}`, { headers: admin });
  expect(log.status()).toBe(200);
  const rows = (await log.json()).data as Array<{ subject_type: string; description: string; causer_name: string; summary: string }>;
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    expect(row.subject_type).toBe('LAVORATORE');
    expect(row.causer_name).toBe('Sara Galli');
  }
  expect(rows.map((row) => row.description)).toContain('INSERIMENTO');
  expect(rows.some((row) => row.summary.includes('Magazziniere'))).toBe(true);
});
