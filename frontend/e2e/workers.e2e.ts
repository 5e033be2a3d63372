import { DEMO, expect, login, test } from './support';

/**
 * The worker each attempt registers: CI retries a failed test once (and `--repeat-each` runs it again), and the
 * first attempt's worker may already be registered and moved, so a second one is born a day later (its own tax
 * code, its own rows).
 */
const PROVACCIA = [
  { birthDate: '15/03/1992', fiscalCode: 'PRVTTV92C55A794J' },
  { birthDate: '16/03/1992', fiscalCode: 'PRVTTV92C56A794L' },
];

/**
 * Workers (spec part 1 §2 header, part 2 §2.3, §5.3): a secretary adds a worker from the header's add button with
 * the tax code computed from the data, then finds them with the header's 'Ricerca lavoratore'.
 */
test('a secretary adds a worker with a computed tax code and finds them from the header search', async ({ page }) => {
  // A long journey: on a loaded two-core machine it can pass the default 30 s.
  test.slow();
  const { birthDate, fiscalCode } = PROVACCIA[Math.min(test.info().retry + test.info().repeatEachIndex, 1)];
  await login(page, DEMO.segreteria);
  await page.getByRole('link', { name: 'Nuovo lavoratore' }).click();
  await expect(page).toHaveURL(/\/workers\/list\/add$/);
  const form = page.getByTestId('worker-form');

  // An empty form is refused with the spec's messages.
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Campi obbligatori mancanti');

  await form.getByLabel('Nome *', { exact: true }).fill('Ottavia');
  await form.getByLabel('Cognome *', { exact: true }).fill('Provaccia');
  await form.getByLabel('Femmina', { exact: true }).check();
  await form.getByLabel('Data di nascita *', { exact: true }).fill(birthDate);
  await form.getByLabel('Luogo di nascita *', { exact: true }).fill('Bergamo');
  await page.getByRole('option', { name: /^Bergamo \(BG\)/ }).click();

  await form.getByLabel('Codice fiscale', { exact: true }).fill(`${fiscalCode.slice(0, 15)}X`);
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Codice fiscale non valido')).toBeVisible();

  await form.getByRole('button', { name: 'Calcola' }).click();
  await expect(form.getByLabel('Codice fiscale', { exact: true })).toHaveValue(fiscalCode);

  await form.getByLabel('Email', { exact: true }).fill('ottavia@');
  await expect(form.getByText('Email non valida')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('ottavia.provaccia@example.it');

  await form.getByPlaceholder('Azienda').fill('Offic');
  await page.getByRole('option', { name: 'Officine Demo S.p.A.' }).click();
  await form.getByRole('button', { name: 'Salva' }).click();

  await expect(page).toHaveURL(/\/workers\/list\/card\/[0-9a-f-]+$/);
  await expect(page.getByTestId('worker-name')).toHaveText('Ottavia Provaccia');
  await expect(page.getByTestId('worker-fiscal-code')).toHaveText(fiscalCode);
  await expect(page.getByTestId('no-health-protocol')).toHaveText(
    'Attenzione! Nessun protocollo sanitario definito. Assegnare prima una mansione',
  );
  const cardUrl = page.url();

  await page.goto('/dashboards/home');
  const search = page.getByRole('combobox', { name: 'Ricerca lavoratore' });
  // Six characters: more than three and even, so the search runs.
  await search.fill('provac');
  const option = page.getByRole('option', { name: `Ottavia Provaccia ${birthDate}` });
  await expect(option).toContainText(birthDate);
  await expect(option).toContainText('Officine Demo S.p.A.');
  await option.click();
  await expect(page).toHaveURL(cardUrl);

  // Registered under the wrong company: 'Trasferisci' moves the worker to another company and site.
  await page.getByRole('button', { name: 'Trasferisci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trasferisci lavoratore' });
  await dialog.getByRole('button', { name: 'Cancella azienda' }).click();
  await dialog.getByPlaceholder('Azienda').fill('Logist');
  await page.getByRole('option', { name: 'Logistica Adriatica S.p.A.' }).click();
  await dialog.getByLabel('Sede').selectOption({ label: 'Piattaforma di Padova' });
  await dialog.getByRole('button', { name: 'Trasferisci' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Logistica Adriatica S.p.A.').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Piattaforma di Padova' })).toBeVisible();

  // The list's quick search finds the new worker at once: by part of the surname, by the whole tax code in
  // lower case, and nobody for a text no name or code contains.
  await page.goto('/workers/list');
  const listSearch = page.getByRole('searchbox', { name: "Cerca nell'elenco" });
  const row = page.getByRole('row', { name: /Provaccia/ }).filter({ hasText: birthDate });
  for (const text of ['ROVACC', fiscalCode.toLowerCase()]) {
    await listSearch.fill(text);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Logistica Adriatica S.p.A.');
  }
  await listSearch.fill('provaccia ottavia x');
  await expect(page.getByText('Nessun record presente')).toBeVisible();
});

test("'Leggi tessera sanitaria' copies the card's personal data into the worker dialog", async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/workers/list/add');
  const form = page.getByTestId('worker-form');
  await form.getByRole('button', { name: 'Leggi tessera sanitaria' }).click();
  const input = page.getByTestId('health-card-input');
  // Text that is not a whole stripe (no final '_') is not read.
  await input.fill('%RSSMRA85T10A562SROSSI  MARIO');
  await expect(page.getByRole('dialog', { name: 'Leggi tessera sanitaria' })).toBeVisible();
  await input.fill('%RSSMRA85T10A562SROSSI  MARIO  _');
  await expect(page.getByRole('dialog', { name: 'Leggi tessera sanitaria' })).toHaveCount(0);
  await expect(form.getByLabel('Nome *', { exact: true })).toHaveValue('Mario');
  await expect(form.getByLabel('Cognome *', { exact: true })).toHaveValue('Rossi');
  await expect(form.getByLabel('Maschio', { exact: true })).toBeChecked();
  await expect(form.getByLabel('Data di nascita *', { exact: true })).toHaveValue('10/12/1985');
  await expect(form.getByLabel('Luogo di nascita *', { exact: true })).toHaveValue('San Giuliano Terme');
  await expect(form.getByLabel('Codice fiscale', { exact: true })).toHaveValue('RSSMRA85T10A562S');
});

test("a customer user without self-managed workers sees the card read-only: no 'Modifica', no 'Dimetti'", async ({ page }) => {
  await login(page, DEMO.cliente);
  await page.goto('/workers/list');
  // One company only: the list has no 'Azienda' filter to choose it.
  await expect(page.getByRole('button', { name: 'Aggiorna' }).first()).toBeVisible();
  await expect(page.getByPlaceholder('Azienda')).toHaveCount(0);
  await page.getByText('Officine Demo S.p.A.').first().click();
  await expect(page).toHaveURL(/\/workers\/list\/card\/[0-9a-f-]+$/);
  await expect(page.getByTestId('worker-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dimetti' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Trasferisci' })).toHaveCount(0);
  await expect(page.getByLabel('Tipo di contratto')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salva mansione' })).toHaveCount(0);
});
