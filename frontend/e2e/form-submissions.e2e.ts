import { apiHeaders, DEMO, expect, login, test } from './support';

/**
 * Issue 33 item 3 in the browser, against the real server and the published DVR-SEDE form: a 'Data del documento'
 * typed as 13/66/____ (what the mask leaves of "1366") is refused on save, the screen says why under the field
 * itself (the server names it `data.card.document_date`), nothing is saved, and the corrected date is.
 */

test.describe.configure({ timeout: 120_000 });

test('a DVR whose document date is not a date is refused on save, with the message under the field', async ({
  page,
  request,
}, testInfo) => {
  // A factory of this attempt's own with the DVR module (a demo factory's site DVR would carry over to a retry).
  const office = await apiHeaders(request, DEMO.segreteria);
  const hse = {
    ...(await apiHeaders(request, DEMO.hse)),
    'X-Tutela-App': 'sr',
  };
  const jobs = await (
    await request.get('/api/sr/jobs?general=0&per_page=100&hide_inactive=1', {
      headers: hse,
    })
  ).json();
  const customerId = (jobs.data as { customer_id: string; factory_id: string | null }[]).find((row) => row.factory_id)!.customer_id;
  const factory = await request.post(`/api/md/customers/${customerId}/factories`, {
    headers: office,
    data: { name: `Sede date ${Date.now()}${testInfo.retry}`, city: 'Lecco' },
  });
  expect(factory.status(), await factory.text()).toBe(201);
  const factoryId = (await factory.json()).data.id as string;
  expect(
    (
      await request.post(`/api/md/customers/${customerId}/factories/${factoryId}/modules`, { headers: office, data: { modules: ['DVR'] } })
    ).status(),
  ).toBe(200);
  const dvr = await request.post('/api/sr/dvrs', {
    headers: hse,
    data: { customer_id: customerId, factory_id: factoryId, code: 'SEDE' },
  });
  expect(dvr.status(), await dvr.text()).toBe(200);
  const { id: dvrId, revision: created } = (await dvr.json()).data as {
    id: string;
    revision: number;
  };

  await login(page, DEMO.hse);
  await page.goto(`/dvrsbuilder/${customerId}/${factoryId}/${dvrId}/SEDE`);
  const form = page.getByTestId('formio-form');
  await expect(form.locator('.formio-component-panel').first()).toBeVisible({
    timeout: 30_000,
  });
  const field = form.locator('.formio-component-document_date');
  const documentDate = field.locator('input').first();
  await documentDate.pressSequentially('1366');
  await documentDate.press('Tab');
  await expect(documentDate).toHaveValue('13/66/____');

  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Alcuni campi del modulo non sono validi$/ })).toBeVisible();
  await expect(field.getByText('Data non valida')).toBeVisible();
  const saved = await (await request.get(`/api/sr/dvrs/${dvrId}`, { headers: hse })).json();
  expect(saved.data.revision).toBe(created);

  // The mask keeps its placeholders: the typed digits are taken back one by one, as a user would.
  await documentDate.click();
  await documentDate.press('End');
  for (let i = 0; i < 10; i += 1) await documentDate.press('Backspace');
  await documentDate.pressSequentially('01022026');
  await documentDate.press('Tab');
  await expect(documentDate).toHaveValue('01/02/2026');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
  await expect(field.getByText('Data non valida')).toHaveCount(0);
  const after = await (await request.get(`/api/sr/dvrs/${dvrId}`, { headers: hse })).json();
  expect(after.data.dvrdata.card.document_date).toBe('01/02/2026');
});
