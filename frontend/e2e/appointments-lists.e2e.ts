import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, DEMO, expect, expectAccessible, login, shot, test } from './support';

/**
 * Scadenze's lists (issue 35, screens): Ambulatori and Risorse created, edited and deactivated by the secretary;
 * appointments booked through the API, then moved (a busy slot refused), cancelled in Fissati, and confirmed by
 * the customer's user from the header badge. The tests share the bookings, so they run one after the other.
 * With SHOTS_DIR set, each screen is also saved as a picture at 1366 and 820 px.
 */
// Two viewports' screenshots per screen (SHOTS_DIR) and a busy shared server take longer than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const STAMP = Date.now().toString(36).slice(-5);
const CLINIC = `Ambulatorio E2E ${STAMP}`;
const RESOURCE = `Ecografo E2E ${STAMP}`;

/** A date 25 days on (Rome), clear of the demo week's bookings, and how Fissati shows it. */
function bookingDay(): { iso: string; shown: string } {
  const day = new Date(Date.now() + 25 * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}` };
}
const DAY = bookingDay();
const WEEK_BEFORE = new Date(Date.parse(`${DAY.iso}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);

const rows = (page: Page) => page.getByTestId('list-row');
const settled = (page: Page) => expect(page.locator('table[aria-busy]')).toHaveAttribute('aria-busy', 'false');

interface Parties {
  headers: { Authorization: string };
  customerId: string;
  medId: string;
  workerIds: string[];
}

/** The demo customer (Officine Demo), the demo physician (Bianchi) and two of the customer's workers. */
async function parties(request: APIRequestContext): Promise<Parties> {
  const headers = await apiHeaders(request, DEMO.segreteria);
  const customers = await (await request.get('/api/md/customers?search=Officine&per_page=5', { headers })).json();
  const customerId = customers.data[0].id as string;
  const doctors = await (await request.get('/api/md/lookups/doctors', { headers })).json();
  const medId = (doctors.data as { id: string; name: string }[]).find((d) => d.name.includes('Bianchi'))!.id;
  const workers = await (await request.get(`/api/md/workers?customer_id=${customerId}&per_page=5`, { headers })).json();
  return { headers, customerId, medId, workerIds: (workers.data as { id: string }[]).map((w) => w.id) };
}

/** A weekly series from a week before DAY to DAY (two occurrences in Fissati's default month), or one appointment. */
async function book(request: APIRequestContext, p: Parties, workerId: string, from: string, to: string, weekly = false): Promise<string> {
  const series = weekly
    ? { recurring: 2, daysOfWeek: [new Date(`${DAY.iso}T12:00:00Z`).getUTCDay()], appointment_duration: 30, appointment_date: WEEK_BEFORE }
    : {};
  const answer = await request.post('/api/md/appointments', {
    headers: p.headers,
    data: {
      customer_id: p.customerId,
      med_id: p.medId,
      multi: 0,
      worker_id: workerId,
      visit: 1,
      appointment_date: DAY.iso,
      appointment_date_end: DAY.iso,
      appointment_time: from,
      appointment_time_end: to,
      location: 1,
      send_mail: 0,
      send_mail_to_customer: 0,
      require_coordination: 'NO',
      confirmed: 0,
      recurring: 1,
      ...series,
    },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()).data.id as string;
}

const rowAt = (page: Page, time: string) => rows(page).filter({ hasText: DAY.shown }).filter({ hasText: time });
const rowsAt = (page: Page, time: string) => rows(page).filter({ hasText: time });
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** Fissati from `from` to DAY: the demo's booked fortnight stays on the pages before. */
async function fromDay(page: Page, from = DAY.iso): Promise<void> {
  await page.getByLabel('Dal', { exact: true }).fill(shown(from));
  await page.getByLabel('Al', { exact: true }).fill(DAY.shown);
  await settled(page);
}

test('the secretary creates, edits and deactivates an Ambulatorio, and creates a Risorsa', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/clinics');
  await expect(page.getByRole('heading', { name: 'Ambulatori' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo ambulatorio' }).click();
  await expect(page).toHaveURL(/\/appointments\/clinics\/add$/);
  await page.getByLabel('Nome *').fill(CLINIC);
  await page.getByLabel('Capienza *').fill('0');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('La capienza deve essere un numero intero maggiore di zero')).toBeVisible();
  await page.getByLabel('Capienza *').fill('4');
  await page.getByLabel('Luogo').fill('Bergamo');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/appointments\/clinics\/card\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: CLINIC })).toBeVisible();

  await page.getByLabel('Luogo').fill('Milano');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ambulatorio modificato' })).toBeVisible();
  await shot(page, 'clinic-card');
  await page.getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByTestId('calresource-status')).toHaveText('Disattivato');
  await expect(page.getByRole('button', { name: 'Riattiva' })).toBeVisible();

  await page.getByRole('link', { name: '← Ambulatori' }).click();
  await settled(page);
  // 'Nascondi i non attivi' is on: the deactivated clinic shows only without it.
  await expect(rows(page).filter({ hasText: CLINIC })).toHaveCount(0);
  await page.getByLabel('Nascondi i non attivi').uncheck();
  await expect(rows(page).filter({ hasText: CLINIC })).toContainText('Disattivato');
  await expect(rows(page).filter({ hasText: CLINIC })).toContainText('Milano');
  await shot(page, 'clinics');

  await page.goto('/appointments/resources');
  await page.getByRole('button', { name: 'Nuova risorsa' }).click();
  await expect(page.getByLabel('Capienza *')).toHaveCount(0);
  await page.getByLabel('Nome *').fill(RESOURCE);
  await page.getByLabel('Tipo').fill('Ecografo');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { name: RESOURCE })).toBeVisible();
  await page.getByRole('link', { name: '← Risorse' }).click();
  await expect(rows(page).filter({ hasText: RESOURCE })).toContainText('Attivo');
  await shot(page, 'resources');
});

test('Fissati: a booked appointment is moved, a busy slot refused, one cancelled', async ({ page, request }) => {
  const p = await parties(request);
  await book(request, p, p.workerIds[0], '18:15', '18:45');
  await book(request, p, p.workerIds[1] ?? p.workerIds[0], '20:00', '20:30');

  await login(page, DEMO.segreteria);
  await page.goto('/appointments/flist');
  await expect(page.getByRole('heading', { name: 'Appuntamenti fissati' })).toBeVisible();
  await fromDay(page);
  const first = rowAt(page, '18:15–18:45');
  await expect(first).toContainText('Officine Demo');
  await expect(first).toContainText('Da confermare');
  await expect(first).toContainText('Fissato');
  await shot(page, 'fissati');

  await first.getByRole('button', { name: 'Sposta' }).click();
  const move = page.getByRole('dialog', { name: 'Sposta appuntamento' });
  await move.getByLabel('Ora inizio').fill('19:00');
  await move.getByLabel('Ora fine').fill('19:30');
  await expectAccessible(page, 'Sposta appuntamento');
  await shot(page, 'move-dialog');
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(move).toBeHidden();
  await expect(rowAt(page, '19:00–19:30')).toHaveCount(1);

  // The second one onto the first's new slot: the physician is busy, the dialog says by whom.
  await rowAt(page, '20:00–20:30').getByRole('button', { name: 'Sposta' }).click();
  await move.getByLabel('Ora inizio').fill('19:15');
  await move.getByLabel('Ora fine').fill('19:45');
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(move.getByTestId('change-failure')).toContainText('Il medico Bianchi Marco è già occupato');
  await expectAccessible(page, 'Sposta appuntamento: medico occupato');
  await shot(page, 'move-conflict');
  await move.getByRole('button', { name: 'Annulla' }).click();

  await rowAt(page, '20:00–20:30').getByRole('button', { name: 'Annulla' }).click();
  const cancel = page.getByRole('dialog', { name: 'Annulla appuntamento' });
  await cancel.getByLabel('Motivo').fill('Lavoratore in ferie');
  await expectAccessible(page, 'Annulla appuntamento');
  await shot(page, 'cancel-dialog');
  await cancel.getByRole('button', { name: 'Annulla appuntamento' }).click();
  await expect(cancel).toBeHidden();
  await settled(page);
  await expect(rowAt(page, '20:00–20:30')).toHaveCount(0);
  await page.getByTestId('filter-status').selectOption('cancelled');
  await expect(rowAt(page, '20:00–20:30')).toContainText('Annullato');
  await page.getByTestId('filter-status').selectOption('booked');
});

test('Fissati: every occurrence of a weekly series moves to new times, each keeping its date', async ({ page, request }) => {
  const p = await parties(request);
  await book(request, p, p.workerIds[0], '07:00', '07:30', true);
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/flist');
  await fromDay(page, WEEK_BEFORE);
  await expect(rowsAt(page, '07:00–07:30')).toHaveCount(2);
  await rowAt(page, '07:00–07:30').getByRole('button', { name: 'Sposta' }).click();
  const move = page.getByRole('dialog', { name: 'Sposta appuntamento' });
  await move.getByLabel('Tutte le occorrenze della serie').check();
  // 'Tutte': only the times, no date.
  await expect(move.getByLabel('Nuova data')).toHaveCount(0);
  await move.getByLabel('Ora inizio').fill('07:30');
  await move.getByLabel('Ora fine').fill('08:00');
  await expectAccessible(page, 'Sposta appuntamento: serie');
  await shot(page, 'move-series');
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(move).toBeHidden();
  await expect(rowsAt(page, '07:30–08:00')).toHaveCount(2);
  await expect(rowAt(page, '07:30–08:00')).toHaveCount(1);
});

test('the customer’s user follows the badge to what awaits confirmation and confirms it', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.cliente);
  const before = (await (await request.get('/api/md/appointments/awaiting-confirmation', { headers })).json()).data.count as number;
  expect(before).toBeGreaterThanOrEqual(1);

  await login(page, DEMO.cliente);
  const badge = page.getByTestId('badge-appointments');
  await expect(badge).toHaveAccessibleName(`Appuntamenti da confermare: ${before}`);
  // Notifiche lists them too, with the same link.
  await page.getByRole('button', { name: /^Notifiche/ }).click();
  // One line per appointment (the server's first ten), each leading to Fissati's awaiting filter.
  await expect(page.getByTestId('notifications-menu').getByRole('menuitem', { name: /^Appuntamento da confermare: / })).toHaveCount(
    Math.min(10, before),
  );
  await expectAccessible(page, 'Notifiche');
  await page.keyboard.press('Escape');
  await badge.click();
  await expect(page).toHaveURL(/\/appointments\/flist\?confirmed=0$/);
  await expect(page.getByTestId('filter-confirmed')).toHaveValue('0');
  await fromDay(page);
  const row = rowAt(page, '19:00–19:30');
  await expect(row).toContainText('Da confermare');
  // The customer's user only confirms: no Sposta, Annulla or Inizia visita.
  await expect(row.getByRole('button', { name: 'Sposta' })).toHaveCount(0);
  await shot(page, 'fissati-cliente');
  await row.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Appuntamento confermato' })).toBeVisible();
  await expect(rowAt(page, '19:00–19:30')).toHaveCount(0);
  if (before > 1) await expect(badge).toHaveAccessibleName(`Appuntamenti da confermare: ${before - 1}`);
  else await expect(badge).toHaveAccessibleName('Appuntamenti da confermare');

  await page.getByTestId('filter-confirmed').selectOption('1');
  await expect(rowAt(page, '19:00–19:30')).toContainText('Confermato');
});

test('the physician starts the visit from Fissati: the visit screen opens and the appointment is concluded', async ({ page, request }) => {
  const p = await parties(request);
  const id = await book(request, p, p.workerIds[0], '17:00', '17:15');
  await login(page, DEMO.medico);
  await page.goto('/appointments/flist');
  await fromDay(page);
  await rowAt(page, '17:00–17:15').getByRole('button', { name: 'Inizia visita' }).click();
  await expect(page).toHaveURL(/\/examination\/1\/[^/]+$/);
  const answer = await (await request.get(`/api/md/appointments/${id}`, { headers: p.headers })).json();
  expect(answer.data.status).toBe('completed');
});

test('a nurse (level 5) reads Fissati without changing anything, and Risorse is not hers', async ({ page }) => {
  await login(page, DEMO.infermiere);
  await page.goto('/appointments/flist');
  await fromDay(page);
  await expect(rowAt(page, '19:00–19:30')).toContainText('Confermato');
  await expect(rowAt(page, '19:00–19:30').getByRole('button')).toHaveCount(0);
  await page.goto('/appointments/resources');
  await expect(page.getByText('Utente non autorizzato')).toBeVisible();
});
