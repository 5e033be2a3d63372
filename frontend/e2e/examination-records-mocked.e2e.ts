import { type Page } from '@playwright/test';
import { DEMO, expect, login, test } from './support';
import { detail, formLoaded, json, mockApi, openRecord } from './examination-mocks';

// form.io (a 1.8 MB chunk) parses slowly on a loaded machine: these pages get twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * The doctor's record dialog over the mocked visit. The records are saved apart from the visit: `sent` gets what
 * the dialog POSTs to their endpoint, answered as a first save (`savedId`, revision 1).
 */
async function openRecordOfVisit(page: Page, name: string, savedId: string) {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const sent: Record<string, unknown>[] = [];
  await page.route('**/api/md/examinationssp', (route) => {
    sent.push(route.request().postDataJSON());
    return json(route, { data: { id: savedId, revision: 1, position: 1 } });
  });
  await page.goto('/examination/1/k1');
  await formLoaded(page);
  return { dialog: await openRecord(page, name), sent };
}

test("the disability record opens with the INV form and saves as a new record ('tmp')", async ({ page }) => {
  const { dialog, sent } = await openRecordOfVisit(page, 'Invalidità', 'inv-1');
  await dialog.locator('input[name="data[percentuale_invalidita]"]').fill('46');
  await dialog.locator('select[name="data[categoria_legge_68_99]"]').selectOption('art1');
  await page.screenshot({
    path: test.info().outputPath('inv-dialog-1366.png'),
  });
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
  expect(sent[0]).toMatchObject({
    tmp: true,
    worker_id: 'w-mock',
    customer_id: 'c-1',
    type: 'INV',
    type_id: 22,
    exdata: { percentuale_invalidita: 46, categoria_legge_68_99: 'art1' },
  });
  expect(sent[0]).not.toHaveProperty('id');
});

test('the vaccinations record is a grid: a row per vaccination', async ({ page }) => {
  const { dialog, sent } = await openRecordOfVisit(page, 'Vaccinazioni', 'vac-1');
  await dialog.locator('input[name="data[vaccinazioni][0][vaccino]"]').fill('Antitetanica');
  await dialog.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  await dialog.locator('input[name="data[vaccinazioni][1][vaccino]"]').fill('Epatite B');
  await page.screenshot({
    path: test.info().outputPath('vac-dialog-1366.png'),
  });
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
  expect(sent[0]).toMatchObject({ tmp: true, type: 'VAC', type_id: 9 });
  expect((sent[0].exdata as { vaccinazioni: { vaccino: string }[] }).vaccinazioni.map((v) => v.vaccino)).toEqual([
    'Antitetanica',
    'Epatite B',
  ]);
});
