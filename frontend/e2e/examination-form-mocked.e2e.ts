import { apiHeaders, DEMO, expect, login, test } from './support';
import { detail, formLoaded, json, mockApi } from './examination-mocks';

// form.io (a 1.8 MB chunk) parses slowly on a loaded machine: these pages get twice the default time.
test.describe.configure({ timeout: 60_000 });

test('the visit form renders with its sections, conditionals and BMI, and saves what the doctor typed', async ({ page }) => {
  await login(page, DEMO.medico);
  const saved = await mockApi(page, () => detail());
  await page.goto('/examination/1/k1');
  await formLoaded(page);
  await expect(page.getByTestId('examination-worker')).toHaveText('Bianchi Anna');
  await expect(page.getByTestId('examination-status')).toHaveText('NON FIRMATA');
  await expect(page.getByText('Audiometria — 15/01/2027')).toBeVisible();

  const form = page.getByTestId('formio-form');
  await expect(form.getByText('Anamnesi lavorativa', { exact: true })).toBeVisible();
  // PV: the next-visit period comes from the protocol (12 months)
  await expect(form.locator('select[name="data[periodo_prossima_visita]"]')).toHaveValue('12');

  await form.locator('input[name="data[peso]"]').fill('80');
  await form.locator('input[name="data[altezza]"]').fill('180');
  await expect(form.locator('input[name="data[bmi]"]')).toHaveValue('24,7'); // Italian decimal comma

  await expect(form.getByText('Limitazioni', { exact: true })).toBeHidden();
  await form.locator('select[name="data[giudizio]"]').selectOption('IL');
  await expect(form.getByText('Limitazioni', { exact: true })).toBeVisible();
  await expect(form.getByText('Prescrizioni', { exact: true })).toBeHidden();
  await form.locator('textarea[name="data[limitazioni]"]').fill('Non sollevare carichi oltre 10 kg');

  await page
    .getByRole('navigation', { name: 'Sezioni della visita' })
    .getByRole('button', { name: 'Questionario AUDIT-C (alcol)' })
    .click();
  await expect(form.getByText('Questionario AUDIT-C (alcol)')).toBeInViewport();
  await page.screenshot({
    path: test.info().outputPath('examination-1366.png'),
  });

  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
  expect(saved[0]).toMatchObject({
    examination_id: 'x-1',
    revision: 3,
    status: 0,
    type_id: 10,
    exdata: {
      tipo_visita: 'PV',
      giudizio: 'IL',
      limitazioni: 'Non sollevare carichi oltre 10 kg',
      periodo_prossima_visita: 12,
      peso: 80,
      altezza: 180,
    },
  });
});

test('a signed visit is read-only and its archived version opens with its own form', async ({ page }) => {
  await login(page, DEMO.medico);
  const version = {
    version: 1,
    signed_by: { id: 'u', name: 'Marco Bianchi' },
    signed_at: '2026-11-20T10:00:00Z',
    outcome: 'ID',
    archived: true,
  };
  await mockApi(page, () =>
    detail({
      status: 1,
      outcome: 'IL',
      exdata: {
        tipo_visita: 'PV',
        giudizio: 'IL',
        limitazioni: 'Niente turni notturni',
      },
      versions: [version],
    }),
  );
  await page.route('**/api/md/examinations/x-1/versions/1', (route) =>
    json(route, {
      data: {
        ...version,
        examination_id: 'x-1',
        examinationdate: '2026-11-20',
        outcome_bis: 'PV',
        form_code: 'VIS',
        form_version: 1,
        exdata: { tipo_visita: 'PV', giudizio: 'ID' },
      },
    }),
  );
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto('/examination/1/k1');
  await formLoaded(page);
  await expect(page.getByTestId('examination-status')).toHaveText('FIRMATA');
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
  const form = page.getByTestId('formio-form');
  await expect(form.locator('input[name="data[peso]"]')).toBeDisabled();
  await expect(form.locator('select[name="data[giudizio]"]')).toBeDisabled();
  // read-only textareas are shown as text
  await expect(form.getByText('Niente turni notturni')).toBeVisible();
  // Below 1024 px the side menu is a drawer opened from the toolbar, so the form keeps the width.
  await expect(page.getByRole('navigation', { name: 'Sezioni della visita' })).toBeHidden();
  await page.getByRole('button', { name: 'Sezioni', exact: true }).click();
  const drawer = page.getByTestId('examination-sections-drawer');
  await expect(drawer).toBeInViewport();
  await drawer.getByRole('button', { name: 'Anamnesi lavorativa' }).click();
  await expect(drawer).toBeHidden();
  await expect(form.getByText('Anamnesi lavorativa', { exact: true })).toBeInViewport();
  await page.screenshot({
    path: test.info().outputPath('examination-signed-820.png'),
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Apri la versione 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Firmata da Marco Bianchi')).toBeVisible();
  await expect(dialog.locator('select[name="data[giudizio]"]')).toHaveValue('ID');
});

test("a refused save lists the server's messages by field label, and nothing typed is lost", async ({ page }) => {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const message = 'È necessario compilare il campo limitazioni';
  // As the server answers: the visit's own rule names 'exdata.…', its form check 'data.<form.io path>'.
  await page.route('**/api/md/examinations', (route) =>
    route.request().method() === 'POST'
      ? json(
          route,
          {
            message: 'Alcuni campi del modulo non sono validi',
            errors: {
              'exdata.limitazioni': [message],
              'data.peso': ['Numero non valido: il massimo è 300'],
            },
          },
          422,
        )
      : route.fallback(),
  );
  await page.goto('/examination/1/k1');
  await formLoaded(page);
  const form = page.getByTestId('formio-form');
  await form.locator('select[name="data[giudizio]"]').selectOption('IL');
  await form.locator('input[name="data[peso]"]').fill('72');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Limitazioni' })).toContainText(message);
  // a field the form check refused is named by its label above the form and marked under the field itself
  const numberRefused = 'Numero non valido: il massimo è 300';
  await expect(page.getByRole('alert').filter({ hasText: 'Limitazioni' })).toContainText(`Peso (kg): ${numberRefused}`);
  await expect(form.locator('.formio-component-peso').getByText(numberRefused)).toBeVisible();
  // the summary above the form keeps the message while the doctor goes on typing; nothing typed is lost
  await form.locator('input[name="data[peso]"]').fill('73');
  await form.locator('input[name="data[altezza]"]').fill('175');
  await expect(form.locator('input[name="data[bmi]"]')).toHaveValue('23,8');
  await expect(page.getByRole('alert').filter({ hasText: 'Limitazioni' })).toContainText(message);
  // under the fields: the one the doctor edited is theirs again, the other keeps the server's word
  await expect(form.locator('.formio-component-peso').getByText(numberRefused)).toHaveCount(0);
  await expect(form.locator('.formio-component-limitazioni').getByText(message)).toBeVisible();
  await expect(form.locator('select[name="data[giudizio]"]')).toHaveValue('IL');
});

test("from the worker card the visit opens without waiting for form.io or the form's definition: both came while the card was read", async ({
  page,
  request,
}) => {
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  const workers = await request.get('/api/md/workers?per_page=10', {
    headers: await apiHeaders(request, DEMO.medico),
  });
  const workerId = (await workers.json()).data[0].id as string;
  await page.route('**/api/md/workers/*/examinations', (route) =>
    json(route, {
      data: [
        {
          ...detail(),
          extype: 'Visita medica periodica',
          worker_id: workerId,
          worker_name: 'Bianchi Anna',
          customer_id: 'c-1',
          company_name: 'Officine Demo S.p.A.',
          factory_id: null,
          doctor_name: null,
          availability: { EMA: false, BIO: false, SPI: false, AUD: false, ECG: false, DRG: false },
          lab_status: null,
          versions: 0,
          key: 'k1',
        },
      ],
    }),
  );
  const renderer = page.waitForResponse(/\/assets\/formio-form-[\w-]+\.js$/);
  const definition = page.waitForResponse(/\/api\/md\/formio\/VIS$/);
  await page.goto(`/workers/list/card/${workerId}`);
  await Promise.all([renderer, definition]);

  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page
    .getByTestId('worker-examinations')
    .getByRole('link', { name: /^Apri la visita del / })
    .click();
  await formLoaded(page);
  expect(asked).toContain('/api/md/examinations/by-key/k1');
  expect(asked.filter((path) => path.includes('formio'))).toEqual([]);
});
