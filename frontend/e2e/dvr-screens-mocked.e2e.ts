import { type Page, type Route } from '@playwright/test';
import { DEMO, expect, expectAccessible, login, test } from './support';

/**
 * The DVR screens in a real browser with form.io really rendering, the DVR API answered by the test itself
 * (page.route) as contracts/src/dvr/dvr-api.ts describes it: factory card → create the site DVR → builder → two
 * sections → save → sign with the hazards preview → reopen → revision 1 read-only, at a desktop and a tablet width.
 * The form is a small SEDE-shaped definition of the test's own (one panel per site section, lookup selects empty
 * as the deployed forms have them), so what is checked is the screen's work: filling them, area ids, commands.
 */

test.describe.configure({ timeout: 90_000 });

const SECTIONS = [
  ['card', 'Scheda DVR'],
  ['processes', 'Processi'],
  ['dvrdpi', 'DPI'],
  ['compile', 'Compilazione'],
  ['chaz', 'Rischio chimico'],
  ['areas', 'Aree'],
  ['stru', 'Strutture'],
  ['jhaz', 'Rischi per mansione'],
  ['areahaz', 'Rischi per area'],
  ['ops', 'Operazioni'],
  ['rep', 'Report'],
] as const;

const lookupSelect = (key: string, label: string, lookup: string) => ({
  type: 'select',
  key,
  label,
  widget: 'html5',
  dataSrc: 'values',
  data: { values: [] },
  properties: { lookup },
});

function panelContent(key: string): unknown[] {
  switch (key) {
    case 'card':
      return [
        { type: 'textfield', key: 'document_date', label: 'Data del documento', input: true },
        { type: 'textarea', key: 'company_activity', label: 'Attività svolta', input: true },
      ];
    case 'areas':
      return [
        {
          type: 'datagrid',
          key: 'areas',
          label: 'Aree',
          input: true,
          components: [
            { type: 'textfield', key: 'name', label: 'Nome area', input: true },
            { type: 'hidden', key: 'area_id', input: true },
          ],
        },
      ];
    case 'jhaz':
      return [
        {
          type: 'datagrid',
          key: 'jhaz',
          label: 'Rischi per mansione',
          input: true,
          components: [lookupSelect('job_id', 'Mansione', 'factory_jobs'), lookupSelect('hazard_id', 'Rischio', 'hazards')],
        },
      ];
    case 'areahaz':
      return [
        { type: 'datagrid', key: 'areahaz', label: 'Rischi per area', input: true, components: [lookupSelect('area_id', 'Area', 'areas')] },
      ];
    default:
      return [{ type: 'textarea', key: `${key}_notes`, label: 'Note', input: true }];
  }
}

const FORM = {
  id: 90,
  code: 'DVR-SEDE',
  version: 1,
  title: 'DVR di sede',
  kind: 'DVR',
  schema: { display: 'form', components: SECTIONS.map(([key, title]) => ({ type: 'panel', key, title, components: panelContent(key) })) },
};

const CUSTOMER = {
  id: 'c-1',
  company_name: 'Officine Demo S.p.A.',
  factories: [
    {
      id: 'f-1',
      customer_id: 'c-1',
      name: 'Stabilimento Nord',
      address: 'Via Roma 1',
      location: { comune: 'Brescia' },
      lat: null,
      lng: null,
      modules: ['DVR', 'DVRS'],
      closed: false,
      departments: [],
    },
  ],
};

const PREVIEW = {
  jobs: [
    {
      job_id: 'j-1',
      job_name: 'Saldatore',
      added: [{ hazard_id: 'RUMORE', description: 'Rumore' }],
      removed: [],
      workers: [{ id: 'w-1', name: 'Rossi Mario', protocol: ['Visita medica (12 mesi)', 'Audiometria (24 mesi)'] }],
    },
  ],
  workers_total: 1,
};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

interface FakeDvr {
  status: number;
  revision: number;
  dvrdata: Record<string, unknown>;
  revisions: { number: number; data: Record<string, unknown> }[];
}

/** A small stateful DVR server: what the page POSTs changes what it reads next. */
async function mockDvrApi(page: Page, { initial = null, writer = true }: { initial?: FakeDvr | null; writer?: boolean } = {}) {
  let dvr: FakeDvr | null = initial;
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const row = () => ({
    id: 'd-1',
    code: 'SEDE',
    title: 'DVR di sede',
    customer_id: 'c-1',
    company_name: CUSTOMER.company_name,
    factory_id: 'f-1',
    factory_name: 'Stabilimento Nord',
    status: dvr!.status,
    last_revision: dvr!.revisions.length,
    last_signed_at: dvr!.revisions.length ? '2026-11-20T10:00:00Z' : null,
    updated_at: '2026-11-20T10:00:00Z',
    updated_by: 'Paolo Ferri',
  });
  const summary = (number: number) => ({
    number,
    signed_by: { id: 'u-hse', name: 'Paolo Ferri' },
    signed_at: '2026-11-20T10:00:00Z',
    document_date: '2026-11-20',
    archived: dvr!.status === 0 || number < dvr!.revisions.length,
  });
  const detail = () => ({
    ...row(),
    dvrdata: dvr!.dvrdata,
    form_code: 'DVR-SEDE',
    form_version: 1,
    revisions: dvr!.revisions.map((r) => summary(r.number)),
    revision: dvr!.revision,
    can_edit: writer,
    can_sign: writer && dvr!.status === 0,
    can_reopen: writer && dvr!.status === 1,
    can_history: writer,
  });
  await page.route('**/api/*/formio/DVR-SEDE**', (route) => json(route, { data: FORM }));
  await page.route('**/api/*/customers/c-1', (route) => json(route, { data: CUSTOMER }));
  await page.route('**/api/*/customers/c-1/factories/f-1/dvrs**', (route) => json(route, { data: dvr ? [row()] : [] }));
  await page.route('**/api/*/lookups/jobs**', (route) =>
    json(route, { data: [{ id: 'j-1', name: 'Saldatore', level: 1, job_type: 'JOB', general: false, factory_id: 'f-1' }] }),
  );
  await page.route('**/api/*/entities/*/hazards', (route) =>
    json(route, {
      data: [
        { id: 'RUMORE', code: 'RUM', description_med: 'Rumore', med_hazard: true, form: 'noise' },
        { id: 'VDT', code: 'VDT', description_med: 'Videoterminali', med_hazard: true, form: null },
      ],
    }),
  );
  await page.route('**/api/*/dvrs**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api\/(md|fr|sr)\//, '');
    if (request.method() === 'POST') posts.push({ path, body: request.postDataJSON() ?? {} });
    if (path === 'dvrs' && request.method() === 'POST') {
      dvr = { status: 0, revision: 1, dvrdata: {}, revisions: [] };
      return json(route, { data: { id: 'd-1', revision: 1, position: 1 } });
    }
    if (!dvr) return json(route, { message: 'DVR non trovato' }, 404);
    if (path === 'dvrs/d-1') return json(route, { data: detail() });
    if (path === 'dvrs/storedata') {
      const body = request.postDataJSON();
      if (body.revision !== dvr.revision) return json(route, { message: 'conflitto' }, 409);
      dvr.dvrdata = body.dvrdata;
      dvr.revision += 1;
      return json(route, { data: { id: 'd-1', revision: dvr.revision, position: 2 } });
    }
    if (path === 'dvrs/d-1/hazards-preview') return json(route, { data: PREVIEW });
    if (path === 'dvrs/d-1/sign') {
      dvr.status = 1;
      dvr.revision += 1;
      dvr.revisions.push({ number: dvr.revisions.length + 1, data: dvr.dvrdata });
      return json(route, { data: { id: 'd-1', revision: dvr.revision, position: 3, jobs_updated: 1, workers_updated: 1 } });
    }
    if (path === 'dvrs/d-1/reopen') {
      dvr.status = 0;
      dvr.revision += 1;
      return json(route, { data: { id: 'd-1', revision: dvr.revision, position: 4 } });
    }
    const revision = /^dvrs\/d-1\/revisions\/(\d+)$/.exec(path);
    if (revision) {
      const signed = dvr.revisions[Number(revision[1]) - 1];
      if (!signed) return json(route, { message: 'Revisione del DVR non trovata' }, 404);
      return json(route, {
        data: {
          ...summary(signed.number),
          dvr_id: 'd-1',
          code: 'SEDE',
          title: 'DVR di sede',
          form_code: 'DVR-SEDE',
          form_version: 1,
          dvrdata: signed.data,
        },
      });
    }
    return route.fallback();
  });
  return { posts, setData: (data: Record<string, unknown>) => dvr && Object.assign(dvr, { dvrdata: data, revision: dvr.revision + 1 }) };
}

const formLoaded = (page: Page) =>
  expect(page.getByTestId('formio-form').locator('.formio-component-panel').first()).toBeVisible({ timeout: 30_000 });

async function openAsHse(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await login(page, DEMO.hse);
  await page.evaluate(() => localStorage.setItem('app', 'sr'));
}

for (const width of [1366, 820]) {
  test(`at ${width} px: factory card → site DVR → two sections saved → signed with the hazards preview → reopened → revision 1`, async ({
    page,
  }) => {
    await openAsHse(page, width);
    const api = await mockDvrApi(page);
    await page.goto('/customers/list/card/c-1/factory/f-1');
    await expect(page.getByTestId('factory-name')).toHaveText('Stabilimento Nord');
    await expect(page.getByText('Via Roma 1, Brescia')).toBeVisible();
    const site = page.getByTestId('site-dvr');
    await expect(site.getByText('Il DVR di sede non esiste ancora.')).toBeVisible();
    await expect(page.getByTestId('specific-dvrs').getByText('Valutazione del rischio rumore')).toBeVisible();
    await page.screenshot({ path: `test-results/dvr-factory-card-empty-${width}.png`, fullPage: true });
    await expectAccessible(page, `factory card at ${width} px`);

    await site.getByRole('button', { name: 'Crea DVR di sede' }).click();
    await expect(page).toHaveURL(/\/dvrsbuilder\/c-1\/f-1\/d-1\/SEDE$/);
    expect(api.posts[0]).toEqual({ path: 'dvrs', body: { customer_id: 'c-1', factory_id: 'f-1', code: 'SEDE', title: null } });
    await formLoaded(page);
    await expect(page.getByTestId('dvr-title')).toHaveText('DVR SEDE');
    await expect(page.getByTestId('dvr-status')).toHaveText('IN LAVORAZIONE');
    const form = page.getByTestId('formio-form');

    // Section 1: Scheda DVR.
    await form.locator('input[name="data[document_date]"]').fill('2026-11-20');
    await form.locator('textarea[name="data[company_activity]"]').fill('Carpenteria metallica');
    // Section 2: Aree, then Rischi per mansione with the factory's jobs and the hazards filled in by the screen.
    await form.locator('input[name="data[areas][0][name]"]').fill('Reparto saldatura');
    if (width >= 768)
      await page.getByRole('navigation', { name: 'Sezioni del DVR' }).getByRole('button', { name: 'Rischi per mansione' }).click();
    else await page.getByLabel('Sezione').selectOption('jhaz');
    await expect(page).toHaveURL(/section=jhaz/);
    const job = form.locator('select[name="data[jhaz][0][job_id]"]');
    await expect(job.locator('option', { hasText: 'Saldatore' })).toHaveCount(1);
    await job.selectOption({ label: 'Saldatore' });
    await form.locator('select[name="data[jhaz][0][hazard_id]"]').selectOption({ label: 'Rumore' });
    await page.screenshot({ path: `test-results/dvr-builder-${width}.png` });
    // A grid's hidden action header is read out: Italian, not form.io's key 'addOrRemove'.
    await expect(form.locator('.formio-component-jhaz thead th').last()).toHaveText('Aggiungi o rimuovi righe');
    await expectAccessible(page, `DVR builder at ${width} px`);

    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Dati salvati correttamente')).toBeVisible();
    const stored = api.posts.find((p) => p.path === 'dvrs/storedata')!.body;
    expect(stored).toMatchObject({
      customer: 'c-1',
      factory_id: 'f-1',
      dvr_id: 'd-1',
      code: 'SEDE',
      tosave: true,
      form_code: 'DVR-SEDE',
      form_version: 1,
      revision: 1,
    });
    const data = stored.dvrdata as { company_activity: string; jhaz: unknown[]; areas: { name: string; area_id: string }[] };
    expect(data.company_activity).toBe('Carpenteria metallica');
    expect(data.jhaz).toEqual([{ job_id: 'j-1', hazard_id: 'RUMORE' }]);
    expect(data.areas[0]).toMatchObject({ name: 'Reparto saldatura', area_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The new area is a choice of "Rischi per area" once saved.
    await expect(form.locator('select[name="data[areahaz][0][area_id]"] option', { hasText: 'Reparto saldatura' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Firma', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Rischi aggiornati nelle mansioni' });
    await expect(preview.getByTestId('preview-job')).toContainText('Saldatore');
    await expect(preview.getByText('Rossi Mario')).toBeVisible();
    await expect(preview.getByText('Visita medica (12 mesi); Audiometria (24 mesi)')).toBeVisible();
    await page.screenshot({ path: `test-results/dvr-preview-${width}.png` });
    await preview.getByRole('button', { name: 'Conferma e firma' }).click();
    await expect(page.getByTestId('dvr-status')).toHaveText('FIRMATO');
    expect(api.posts.find((p) => p.path === 'dvrs/d-1/sign')!.body).toEqual({
      revision: 2,
      apply_hazards: true,
      document_date: '2026-11-20',
    });
    await expect(page.getByText('Il DVR è firmato: riaprilo per modificarlo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
    await expect(form.locator('input[name="data[document_date]"]')).toBeDisabled();
    // read-only textareas are shown as text
    await expect(form.getByText('Carpenteria metallica')).toBeVisible();

    await page.getByRole('button', { name: 'Riapri' }).click();
    const confirm = page.getByRole('dialog', { name: 'Riapri il DVR' });
    await expect(confirm).toContainText('la revisione firmata viene archiviata');
    await confirm.getByRole('button', { name: 'Riapri' }).click();
    await expect(page.getByTestId('dvr-status')).toHaveText('IN LAVORAZIONE');
    expect(api.posts.find((p) => p.path === 'dvrs/d-1/reopen')!.body).toEqual({ revision: 3 });
    await expect(form.locator('textarea[name="data[company_activity]"]')).toBeEditable();

    await page.getByRole('button', { name: 'Revisioni (1)' }).click();
    await page.getByRole('menuitem', { name: /^Revisione 1 — firmata il 20\/11\/2026 da Paolo Ferri/ }).click();
    await expect(page).toHaveURL(/revision=1/);
    await expect(page.getByTestId('revision-banner')).toContainText('Revisione 1 firmata il 20/11/2026 da Paolo Ferri');
    await formLoaded(page);
    await expect(form.getByText('Carpenteria metallica')).toBeVisible();
    await expect(form.locator('input[name="data[document_date]"]')).toHaveValue('2026-11-20');
    await expect(form.locator('input[name="data[document_date]"]')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/dvr-revision-${width}.png` });

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/customers\/list\/card\/c-1\/factory\/f-1$/);
    await expect(page.getByTestId('site-revision')).toHaveText('1 del 20/11/2026');
    await page.screenshot({ path: `test-results/dvr-factory-card-${width}.png`, fullPage: true });
  });
}

test('a concurrent save keeps what was typed and offers Ricarica; the menu entry opens the builder at its section', async ({ page }) => {
  await openAsHse(page, 1366);
  const api = await mockDvrApi(page);
  await page.goto('/dvr/jhaz/c-1/f-1');
  await expect(page.getByText('Il DVR di sede non esiste ancora')).toBeVisible();
  await page.getByRole('button', { name: 'Crea DVR di sede' }).click();
  await expect(page).toHaveURL(/\/dvrsbuilder\/c-1\/f-1\/d-1\/SEDE\?section=jhaz$/);
  await formLoaded(page);
  const form = page.getByTestId('formio-form');
  await form.locator('textarea[name="data[company_activity]"]').fill('Testo da non perdere');
  api.setData({ company_activity: 'Scritto da un collega' });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Il DVR è stato modificato da un altro utente' });
  await expect(alert).toBeVisible();
  await expect(form.locator('textarea[name="data[company_activity]"]')).toHaveValue('Testo da non perdere');
  await alert.getByRole('button', { name: 'Ricarica' }).click();
  await expect(form.locator('textarea[name="data[company_activity]"]')).toHaveValue('Scritto da un collega');

  await page.goto('/dvr/areas/c-1/f-1');
  await expect(page).toHaveURL(/\/dvrsbuilder\/c-1\/f-1\/d-1\/SEDE\?section=areas$/);
});

test('a customer-side RSPP reads the signed site DVR: no create, no save, no sign, no reopen', async ({ page }) => {
  // RSPP has no application switch: it lands in Sicurezza (5 there, 4 elsewhere), where it reads its factories' DVRs.
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, DEMO.rspp);
  const signedData = { company_activity: 'Carpenteria metallica', document_date: '2026-11-20' };
  await mockDvrApi(page, {
    writer: false,
    initial: { status: 1, revision: 4, dvrdata: signedData, revisions: [{ number: 1, data: signedData }] },
  });
  // The customer's card is not the RSPP's to read: the factory card names the factory from its DVRs.
  await page.route('**/api/*/customers/c-1', (route) => json(route, { message: 'Utente non autorizzato' }, 403));
  await page.goto('/customers/list/card/c-1/factory/f-1');
  await expect(page.getByTestId('factory-name')).toHaveText('Stabilimento Nord');
  await expect(page.getByText('Utente non autorizzato')).toHaveCount(0);
  const site = page.getByTestId('site-dvr');
  await expect(site.getByTestId('dvr-status')).toHaveText('FIRMATO');
  await expect(page.getByRole('button', { name: 'Crea DVR di sede' })).toHaveCount(0);
  await site.getByRole('link', { name: 'Apri' }).click();
  await formLoaded(page);
  const form = page.getByTestId('formio-form');
  await expect(form.getByText('Carpenteria metallica')).toBeVisible();
  await expect(form.locator('input[name="data[document_date]"]')).toBeDisabled();
  for (const name of ['Salva', 'Salva ed esci', 'Firma', 'Riapri'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cronologia' })).toHaveCount(0);

  await page.goto('/customers/list/card/c-1/factory/f-1/dvrs');
  await expect(page.getByTestId('dvr-type-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo' })).toHaveCount(0);
});
