import { type Page } from '@playwright/test';
import { DEMO, expect, login, test } from './support';
import { formLoaded, openRecord } from './examination-mocks';

/**
 * A doctor's visit from the worker card to the signature and back: 'Nuova visita', the visit form (form.io),
 * refused without giudizio, save, sign, reopen (the signed version is archived and stays readable), IP refused
 * without prescrizioni then signed with them, the worker's disability record, the visit in the worker card and
 * in 'Visite effettuate', a nurse read-only, a specializing doctor without 'Firma', and the reads of the worker's
 * clinical data for the entity administrator. Serial: each step continues the previous one's visit.
 */
// Serial, and twice the default time: form.io (a 1.8 MB chunk) parses slowly on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let workerCard = '';
let workerName = '';
let visitUrl = '';

const form = (page: Page) => page.getByTestId('formio-form');
/** After a signature the read-only form is built again: seconds on a loaded two-core machine. */
const FORM_REBUILT = { timeout: 30_000 };

// The server's messages (contracts' EXAMINATION_MESSAGES), spelled as the users see them.
const GIUDIZIO_REQUIRED = 'Non è possibile salvare una visita senza giuidizio di idoneità';
const PRESCRIZIONI_REQUIRED = 'È necessario compilare il campo prescrizioni';

test('a doctor starts a visit from the worker card, fills it and saves it', async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto('/workers/list');
  // A worker without visits, another one for each attempt: CI retries a failed group once (and `--repeat-each`
  // runs it again), and the first attempt's visit stays on its worker.
  const attempt = test.info().retry + test.info().repeatEachIndex;
  await page.getByText('Officine Demo S.p.A.').nth(attempt).click();
  await expect(page).toHaveURL(/\/workers\/list\/card\//);
  workerCard = page.url();
  workerName = (await page.getByTestId('worker-name').innerText()).trim();
  await expect(page.getByTestId('worker-examinations').getByText('Nessuna visita registrata.')).toBeVisible();

  await page.getByRole('button', { name: 'Nuova visita' }).click();
  await expect(page).toHaveURL(/\/examination\/1\/[^/]+$/);
  visitUrl = page.url();
  await formLoaded(page);
  await expect(page.getByTestId('examination-worker')).toHaveText(workerName);
  await expect(page.getByTestId('examination-status')).toHaveText('NON FIRMATA');

  await form(page).locator('select[name="data[tipo_visita]"]').selectOption('PV');
  // No giudizio yet: the server refuses the save and the screen says why.
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(GIUDIZIO_REQUIRED).first()).toBeVisible();
  await form(page).locator('select[name="data[giudizio]"]').selectOption('IL');
  await form(page).locator('textarea[name="data[limitazioni]"]').fill('Evitare la movimentazione di carichi oltre 15 kg');
  await form(page).locator('input[name="data[peso]"]').fill('70');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();

  await page.reload();
  // The reload parses form.io again, which takes more than the expect timeout on a loaded machine.
  await formLoaded(page);
  await expect(form(page).locator('textarea[name="data[limitazioni]"]')).toHaveValue('Evitare la movimentazione di carichi oltre 15 kg');
  await expect(form(page).locator('select[name="data[giudizio]"]')).toHaveValue('IL');
});

test('the doctor signs, reopens and signs again with another giudizio: the first version is archived and readable', async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto(visitUrl);
  await formLoaded(page);
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Firma' }).click();
  await expect(page.getByTestId('examination-status')).toHaveText('FIRMATA', FORM_REBUILT);
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
  await expect(form(page).locator('select[name="data[giudizio]"]')).toBeDisabled();

  await page.getByRole('button', { name: 'Impostazioni visita' }).click();
  await page.getByRole('menuitem', { name: 'Riapri la visita' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Riapri la visita')).toBeVisible();
  await confirm.getByRole('button', { name: 'Riapri' }).click();
  await expect(page.getByTestId('examination-status')).toHaveText('NON FIRMATA');

  // IP needs prescrizioni: refused while the field is empty, signed once it is filled. The reopened visit's form is
  // built again, editable; a choice made before it shows the signed giudizio was overwritten by it, and the visit
  // was then signed IL without any refusal.
  const giudizio = form(page).locator('select[name="data[giudizio]"]');
  await expect(giudizio).toBeEnabled();
  await expect(giudizio).toHaveValue('IL');
  await giudizio.selectOption('IP');
  await expect(giudizio).toHaveValue('IP');
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Firma' }).click();
  await expect(page.getByText(PRESCRIZIONI_REQUIRED).first()).toBeVisible();
  await expect(page.getByTestId('examination-status')).toHaveText('NON FIRMATA');
  await form(page).locator('textarea[name="data[prescrizioni]"]').fill('Uso di occhiali protettivi');
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Firma' }).click();
  await expect(page.getByTestId('examination-status')).toHaveText('FIRMATA', FORM_REBUILT);
  await expect(form(page).locator('select[name="data[giudizio]"]')).toHaveValue('IP');

  const versions = page.getByRole('region', { name: 'Versioni archiviate' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await versions.getByRole('button', { name: 'Apri la versione 1' }).click();
  const archived = page.getByRole('dialog');
  await expect(archived.getByText(/^Firmata da /)).toBeVisible();
  await expect(archived.locator('select[name="data[giudizio]"]')).toHaveValue('IL');
  await expect(archived.locator('select[name="data[giudizio]"]')).toBeDisabled();
});

test("the worker's disability record is saved from the visit's side menu", async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto(visitUrl);
  await formLoaded(page);
  const dialog = await openRecord(page, 'Invalidità');
  await dialog.locator('input[name="data[percentuale_invalidita]"]').fill('46');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
});

test("the visit shows in the worker card and in 'Visite effettuate'", async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto(workerCard);
  const visits = page.getByTestId('worker-examinations');
  await expect(visits.getByRole('row')).toHaveCount(2);
  await expect(visits.getByRole('row').nth(1)).toContainText('FIRMATA');
  await visits.getByRole('link', { name: /^Apri la visita del / }).click();
  // The key is sealed again for every answer (a fresh nonce), so the address differs but opens the same visit.
  await expect(page).toHaveURL(/\/examination\/1\/[\w-]+$/);
  await formLoaded(page);
  await expect(page.getByTestId('examination-status')).toHaveText('FIRMATA');

  await login(page, DEMO.amministrazione);
  await page.goto('/stats/examinations');
  await expect(page.getByRole('heading', { name: 'Visite effettuate' })).toBeVisible();
  await page.getByRole('searchbox', { name: "Cerca nell'elenco" }).fill(workerName);
  await expect(page.getByRole('cell', { name: workerName }).first()).toBeVisible();
});

test('a nurse opens the signed visit read-only', async ({ page }) => {
  await login(page, DEMO.infermiere);
  await page.goto(visitUrl);
  await formLoaded(page);
  await expect(page.getByTestId('examination-status')).toHaveText('FIRMATA');
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Firma', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Impostazioni visita' }).click();
  await expect(page.getByRole('menuitem', { name: 'Riapri la visita' })).toHaveCount(0);
});

test("a specializing doctor fills a new visit; 'Firma' is disabled and says why", async ({ page }) => {
  await login(page, DEMO.specializzando);
  await page.goto(workerCard);
  await page.getByRole('button', { name: 'Nuova visita' }).click();
  await expect(page).toHaveURL(/\/examination\/1\/[^/]+$/);
  await formLoaded(page);
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toBeVisible();
  const sign = page.getByRole('button', { name: 'Firma', exact: true });
  await expect(sign).toBeDisabled();
  await expect(sign).toHaveAccessibleDescription('Permessi insufficienti per firmare la visita');
});

test("the entity administrator sees who read the worker's clinical data", async ({ page }) => {
  await login(page, DEMO.ente);
  await page.goto(workerCard);
  const reads = page.getByTestId('health-data-reads');
  await expect(reads.getByRole('heading', { name: 'Accessi ai dati sanitari' })).toBeVisible();
  // The nurse's opening of the signed visit is the newest read of this worker.
  await expect(reads.getByRole('row').nth(1)).toContainText('Giulia Neri');
  await expect(reads.getByRole('row').nth(1)).toContainText('visita');
});
