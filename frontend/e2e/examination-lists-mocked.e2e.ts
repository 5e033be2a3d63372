import { DEMO, expect, login, test } from './support';
import { detail, json, mockApi } from './examination-mocks';

// Both lists end by opening a visit, whose form.io chunk (1.8 MB) parses slowly on a loaded machine: twice the default time.
test.describe.configure({ timeout: 60_000 });

test("'Visite effettuate' shows outcomes, availability dots and opens the visit", async ({ page }) => {
  await login(page, DEMO.amministrazione);
  const row = {
    id: 'x-1',
    kind: 'VIS',
    type_id: 10,
    extype: 'Visita medica periodica',
    worker_id: 'w-mock',
    worker_name: 'Bianchi Anna',
    customer_id: 'c-1',
    company_name: 'Officine Demo S.p.A.',
    factory_id: null,
    examinationdate: '2026-11-20',
    status: 1,
    outcome: 'IPL',
    outcome_bis: 'PV',
    doctor_name: 'Marco Bianchi',
    availability: {
      EMA: true,
      BIO: false,
      SPI: true,
      AUD: false,
      ECG: false,
      DRG: false,
    },
    lab_status: 'ATTESA',
    versions: 1,
    key: 'k1',
  };
  await mockApi(page, () => detail());
  await page.route('**/api/md/examinations?**', (route) => json(route, { data: [row], meta: { total: 1, page: 1, per_page: 10 } }));
  await page.goto('/stats/examinations');
  await expect(page.getByRole('heading', { name: 'Visite effettuate' })).toBeVisible();
  await expect(page.getByText('IPL', { exact: true })).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByRole('img', { name: 'EMA presente' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'BIO assente' })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('examinations-list-1366.png'),
  });
  await page.getByText('Bianchi Anna').click();
  await expect(page).toHaveURL(/\/examination\/1\/k1$/);
});

test("the worker card lists the worker's visits and 'Nuova visita' opens a new one", async ({ page }) => {
  await login(page, DEMO.medico);
  const row = {
    id: 'x-1',
    kind: 'VIS',
    type_id: 10,
    extype: 'Visita medica periodica',
    worker_id: 'w',
    worker_name: 'x',
    customer_id: 'c-1',
    company_name: 'Officine Demo S.p.A.',
    factory_id: null,
    examinationdate: '2026-11-20',
    status: 0,
    outcome: 'NI',
    outcome_bis: 'PV',
    doctor_name: null,
    availability: {
      EMA: false,
      BIO: false,
      SPI: false,
      AUD: false,
      ECG: false,
      DRG: false,
    },
    lab_status: null,
    versions: 0,
    key: 'k1',
  };
  await mockApi(page, () => detail());
  await page.route('**/api/md/workers/*/examinations', (route) => json(route, { data: [row] }));
  await page.route('**/api/md/examination-keys', (route) => json(route, { data: { key: 'k-new', time_key: '1' } }));
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto('/workers/list');
  await page.getByText('Officine Demo S.p.A.').first().click();
  const visits = page.getByTestId('worker-examinations');
  await expect(visits.getByText('NI', { exact: true })).toHaveAttribute('data-highlighted', 'true');
  await expect(visits.getByRole('row').nth(1)).toContainText('20/11/2026');
  await visits.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('worker-visits-820.png'),
  });
  await visits.getByRole('button', { name: 'Nuova visita' }).click();
  await expect(page).toHaveURL(/\/examination\/1\/k-new$/);
});
