import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Route } from '@playwright/test';

/**
 * The examination screens in a real browser with form.io really rendering the deployed visit form, the
 * examinations API answered by the test itself (page.route): what form.io does with our JSON (conditionals, BMI,
 * read-only, section anchors) cannot be seen in jsdom. The whole journey against the server is examinations.e2e.ts.
 * Shared by the examination-*-mocked.e2e.ts files; formLoaded and openRecord by examinations.e2e.ts too.
 */

const forms = fileURLToPath(new URL('../../deploy/forms/', import.meta.url));
const definition = (code: string, id: number) => ({
  id,
  ...JSON.parse(readFileSync(join(forms, `${code}-v1.json`), 'utf8')),
});

const WORKER = {
  id: 'w-mock',
  name: 'Bianchi Anna',
  birth_date: '1985-05-05',
  age: 41,
  customer_id: 'c-1',
  company_name: 'Officine Demo S.p.A.',
  job: { name: 'Magazziniere' },
};

export function detail(over: Record<string, unknown> = {}) {
  return {
    id: 'x-1',
    kind: 'VIS',
    type_id: 10,
    time_key: 't1',
    examinationdate: '2026-11-20',
    status: 0,
    outcome: null,
    outcome_bis: 'PV',
    exdata: { tipo_visita: 'PV' },
    form_code: 'VIS',
    form_version: 1,
    worker: WORKER,
    job: { id: 'j-1', name: 'Magazziniere' },
    hazards: [],
    protocol_next_period: 12,
    suggested_examinations: [{ examination_type_id: 14, extype: 'Audiometria', next: '2027-01-15' }],
    versions: [],
    files: [],
    revision: 3,
    can_edit: true,
    can_sign: true,
    can_reopen: true,
    can_pdf: true,
    ...over,
  };
}

/** form.io is a large chunk: on a loaded machine its first render may take longer than a usual assertion. */
export const formLoaded = (page: Page) =>
  expect(page.getByTestId('formio-form').locator('.formio-component-panel').first()).toBeVisible({ timeout: 30_000 });

/** Opens a worker's record (Invalidità, Vaccinazioni) from the visit's side menu; the record's dialog. */
export async function openRecord(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Sezioni della visita' }).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

export const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });

/** Routes the examinations API; returns the bodies the page POSTed to /api/md/examinations. */
export async function mockApi(page: Page, current: () => Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  await page.route('**/api/md/formio/**', (route) => {
    const code = new URL(route.request().url()).pathname.split('/').pop()!;
    return json(route, {
      data: definition(code, code === 'VIS' ? 1 : code === 'INV' ? 2 : 3),
    });
  });
  await page.route('**/api/md/examinations/by-key/**', (route) => json(route, { data: current() }));
  await page.route('**/api/md/examinations', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    saved.push(route.request().postDataJSON());
    return json(route, { data: { id: 'x-1', revision: 4, position: 1 } });
  });
  await page.route('**/api/md/workers/*/examinations', (route) => json(route, { data: [] }));
  return saved;
}
