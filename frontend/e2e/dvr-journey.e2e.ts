import { type APIRequestContext, type Locator } from '@playwright/test';
import { apiHeaders, DEMO, expect, login, test } from './support';

/**
 * The safety consultant's DVR journey against the real server (DVR backend, deploy/forms/DVR-SEDE-v1.json and the
 * demo seed), in Sicurezza where hse_manager is level 8: open a factory whose job has active workers, create the
 * site DVR, fill "Scheda DVR" and "Rischi per mansione", save, sign (carrying the hazards to the job), reopen,
 * change the job's hazard, see which workers' protocols it touches, confirm, sign again and read revision 1.
 *
 * What it assumes of the pieces built elsewhere:
 * - hse@tutela.demo is hse_manager (level 8 in sr, ≥ DVR_SIGN_MIN_LEVEL) and sees every demo customer;
 * - the demo seed has a specific job in some factory (GET /api/sr/jobs lists it), whose company gets the attempt's
 *   own site, job and worker through the API (factoryWithActiveJob);
 * - DVR-SEDE has the `card` panel with a `document_date` field, and the `jhaz` panel with a grid `jhaz` whose rows
 *   have the selects `job_id` (properties.lookup 'factory_jobs') and `hazard_id` (lookup 'hazards'), as
 *   contracts' DVR_FORM_KEYS describe; the grid starts with one empty row (datagrid) or adds one with "Aggiungi".
 */

test.describe.configure({ timeout: 180_000 });

/** After a signature (or a reopening) the form is built again, which took about 10 s on a loaded two-core machine. */
const FORM_REBUILT = { timeout: 30_000 };

/** form.io renders a select as a native one (html5 widget) or through choices.js: both are chosen by label. */
async function choose(scope: Locator, name: string, label: string): Promise<void> {
  const select = scope.locator(`select[name="${name}"]`);
  await expect(select).toHaveCount(1, { timeout: 30_000 });
  if (await select.isVisible()) {
    await select.selectOption({ label });
    return;
  }
  const choices = select.locator('xpath=ancestor::div[contains(@class,"choices")][1]');
  await choices.click();
  await choices.locator('.choices__list--dropdown .choices__item--choice', { hasText: label }).first().click();
}

/** The first row of the jhaz grid (an edit grid needs "Aggiungi" first). */
async function jhazRow(form: Locator): Promise<void> {
  const job = form.locator('select[name="data[jhaz][0][job_id]"]');
  if ((await job.count()) === 0) await form.locator('.formio-component-jhaz').getByRole('button', { name: 'Aggiungi' }).first().click();
  await expect(job).toHaveCount(1, { timeout: 15_000 });
}

/**
 * A factory of its own for each attempt (a retry, `--repeat-each`): a new site of a demo company, with the DVR module,
 * a specific job and one worker hired into it. A demo factory would carry the first attempt's site DVR into the
 * retry, which could then only fail on that.
 */
async function factoryWithActiveJob(request: APIRequestContext, customerId: string, stamp: string) {
  const headers = await apiHeaders(request, DEMO.segreteria);
  const created = async (path: string, data: object): Promise<string> => {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
    return (await answer.json()).data.id as string;
  };
  const factoryId = await created(`/api/md/customers/${customerId}/factories`, { name: `Sede DVR ${stamp}`, city: 'Lecco' });
  const modules = await request.post(`/api/md/customers/${customerId}/factories/${factoryId}/modules`, {
    headers,
    data: { modules: ['DVR'] },
  });
  expect(modules.status()).toBe(200);
  const name = `Saldatore ${stamp}`;
  const jobId = await created('/api/md/jobs', { name, customer_id: customerId, factory_id: factoryId, level: 1 });
  const workerId = await created('/api/md/workers', {
    first_name: 'Dario',
    // The stamp first: a surname's first three consonants make the tax code, so each attempt hires a new person.
    last_name: `${stamp} Saldini`,
    sex: 'M',
    birth_date: '1985-03-12',
    birth_place: 'Lecco',
    birth_place_code: 'E507',
    customer_id: customerId,
    factory_id: factoryId,
  });
  const assigned = await request.post(`/api/md/workers/${workerId}/job`, { headers, data: { job_id: jobId, reset_healt_protocol: true } });
  expect(assigned.status()).toBe(200);
  return { id: jobId, name, customer_id: customerId, factory_id: factoryId };
}

test('hse in Sicurezza writes, signs, reopens and signs again the site DVR of a factory, reading revision 1', async ({
  page,
  request,
}, testInfo) => {
  const headers = { ...(await apiHeaders(request, DEMO.hse)), 'X-Tutela-App': 'sr' };
  // A demo company the safety consultant sees (that of a demo factory job), and a new site of it for this attempt.
  const jobs = await (await request.get('/api/sr/jobs?general=0&per_page=100&hide_inactive=1', { headers })).json();
  const demoJob = (jobs.data as { customer_id: string; factory_id: string | null }[]).find((row) => row.factory_id);
  expect(demoJob, 'a demo factory job').toBeTruthy();
  // Letters only: the stamp is part of the worker's surname, from which the tax code is computed.
  const stamp = `${Date.now()}${testInfo.retry}`.replace(/\d/g, (digit) => 'ABCDEFGHIJ'[Number(digit)]).slice(-8);
  const job = await factoryWithActiveJob(request, demoJob!.customer_id, stamp);
  const me = await (await request.get('/api/sr/getuserdata', { headers })).json();
  const catalogue = (await (await request.get(`/api/sr/entities/${me.data.entity_id}/hazards`, { headers })).json()).data as {
    id: string;
    description_med: string;
  }[];
  // Two hazards of the catalogue (the new job has none yet), so each signature changes the job and its worker.
  const [first, second] = catalogue;

  // hse_manager (8 in Sicurezza, 4 in Medicina) lands in Sicurezza.
  await login(page, DEMO.hse);
  await expect(page.getByTestId('app-logo')).toContainText('Sicurezza', { timeout: 15_000 });
  await page.goto(`/customers/list/card/${job.customer_id}`);
  await page.getByTestId('factory-row').locator(`a[href$="/factory/${job.factory_id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/customers/list/card/${job.customer_id}/factory/${job.factory_id}$`));
  const site = page.getByTestId('site-dvr');
  await site.getByRole('button', { name: 'Crea DVR di sede' }).click();
  await expect(page).toHaveURL(/\/dvrsbuilder\/[^/]+\/[^/]+\/[^/]+\/SEDE/);
  await expect(page.getByTestId('dvr-title')).toHaveText('DVR SEDE');
  const form = page.getByTestId('formio-form');
  await expect(form.locator('.formio-component-panel').first()).toBeVisible({ timeout: 30_000 });

  // Two sections: the card's document date and a job's hazard.
  const documentDate = form.locator('.formio-component-document_date input').first();
  await documentDate.pressSequentially('20112026');
  await documentDate.press('Tab');
  await page.getByRole('navigation', { name: 'Sezioni del DVR' }).getByRole('button', { name: 'Rischi per mansione' }).click();
  await jhazRow(form);
  await choose(form, 'data[jhaz][0][job_id]', job.name);
  await choose(form, 'data[jhaz][0][hazard_id]', first.description_med);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();

  // First signature: the hazards go to the job.
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Rischi aggiornati nelle mansioni' });
  await expect(preview.getByTestId('preview-job').filter({ hasText: job.name })).toContainText(`Rischi aggiunti: ${first.description_med}`);
  await preview.getByRole('button', { name: 'Conferma e firma' }).click();
  await expect(page.getByTestId('dvr-status')).toHaveText('FIRMATO', FORM_REBUILT);

  // Reopen, change the hazard, and see whose protocol the change touches.
  await page.getByRole('button', { name: 'Riapri' }).click();
  await page.getByRole('dialog', { name: 'Riapri il DVR' }).getByRole('button', { name: 'Riapri' }).click();
  await expect(page.getByTestId('dvr-status')).toHaveText('IN LAVORAZIONE', FORM_REBUILT);
  await choose(form, 'data[jhaz][0][hazard_id]', second.description_med);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente').first()).toBeVisible();
  await page.getByRole('button', { name: 'Firma', exact: true }).click();
  await expect(preview).toBeVisible();
  const changed = preview.getByTestId('preview-job').filter({ hasText: job.name });
  await expect(changed).toContainText(`Rischi aggiunti: ${second.description_med}`);
  await expect(changed).toContainText(`Rischi rimossi: ${first.description_med}`);
  await expect(changed.locator('tbody tr').first()).toBeVisible();
  await preview.getByRole('button', { name: 'Conferma e firma' }).click();
  await expect(page.getByTestId('dvr-status')).toHaveText('FIRMATO', FORM_REBUILT);

  // Revision 1, read-only, as it was signed.
  await page.getByRole('button', { name: 'Revisioni (2)' }).click();
  await page.getByRole('menuitem', { name: /^Revisione 1 — / }).click();
  await expect(page.getByTestId('revision-banner')).toContainText('Revisione 1 firmata il');
  await expect(form.locator('select[name="data[jhaz][0][hazard_id]"]')).toHaveValue(first.id, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
});
