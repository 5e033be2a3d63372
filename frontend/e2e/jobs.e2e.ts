import { DEMO, expect, login, sidebar, test } from './support';

/**
 * Mansionario: a doctor creates a general job, gives it a hazard with its specific form (level 1) and a health
 * protocol; a nurse (level 5) opens the same card and cannot change a period. Works on a job of its own, so the
 * demo catalogue other tests may read stays as seeded.
 */
test.describe.configure({ mode: 'serial' });

const jobName = `Mansione di prova ${Date.now().toString(36)}`;
let cardUrl = '';

test('a doctor creates a general job, sets a hazard with its form and a protocol', async ({ page }) => {
  await login(page, DEMO.medico);
  await sidebar(page).getByRole('button', { name: 'Mansionario', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Mansioni generali', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/glist\/?$/);
  await expect(page.getByText('Magazziniere', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nuova mansione' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(jobName);
  await dialog.getByLabel('Livello').selectOption('1');
  await dialog.getByRole('button', { name: 'Crea' }).click();
  await expect(page).toHaveURL(/\/jobs\/card\//);
  await expect(page.getByRole('heading', { name: jobName })).toBeVisible();
  cardUrl = page.url();

  await page.getByRole('checkbox', { name: /^Rumore/ }).check();
  const form = page.getByRole('group', { name: 'Scheda Rumore' });
  await expect(form).toBeVisible();
  await form.getByLabel(/LEX,8h/).fill('86');
  await page.getByLabel('Frequenza').selectOption('4');
  await page.getByRole('button', { name: 'Salva rischi' }).click();
  await expect(page.getByText('Mansione modificata correttamente')).toBeVisible();

  await page.getByLabel('Aggiungi accertamento').selectOption({ label: 'Visita medica periodica' });
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await page.getByLabel('Periodicità Visita medica periodica').selectOption({ label: 'ANNUALE' });
  await page.getByRole('button', { name: 'Salva protocollo' }).click();
  await expect(page.getByText('Protocollo sanitario modificato correttamente')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Periodicità Visita medica periodica')).toHaveValue('12');
  await expect(page.getByRole('group', { name: 'Scheda Rumore' }).getByLabel(/LEX,8h/)).toHaveValue('86');
});

test("a nurse (level 5) sees the period locked with 'Permessi insufficienti'", async ({ page }) => {
  await login(page, DEMO.infermiere);
  await page.goto(cardUrl);
  const period = page.getByLabel('Periodicità Visita medica periodica');
  await expect(period).toBeDisabled();
  await expect(period).toHaveAttribute('title', 'Permessi insufficienti');
  await expect(page.getByLabel('Periodicità in mansione Visita medica periodica')).toBeEnabled();
});
