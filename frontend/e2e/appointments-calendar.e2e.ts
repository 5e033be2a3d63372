import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiHeaders, DEMO, expect, expectAccessible, login, test } from './support';

/**
 * Scadenze → Calendario, Calendario risorse, Calendario ambulatori and the booking dialog (issue 35, screens): a
 * secretary books a worker on the physician's agenda, is refused the same slot with its conflict, books a weekly
 * series whose one date is busy ('Prenota le altre'), drags a booking to another day, and sees the resource and
 * clinic columns. Dates are computed from today (three weeks ahead, late afternoon) so the demo week stays clear.
 * The tests share the bookings they make, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const WEEKS_AHEAD = 3;
const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const italian = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** Monday of the week WEEKS_AHEAD from now, plus `offset` days (1: Tuesday, 3: Thursday). */
function dayAhead(offset: number): Date {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + 7 * WEEKS_AHEAD);
  return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset);
}
const TUESDAY = dayAhead(1);
const THURSDAY = dayAhead(3);
const DOCTOR = 'Marco Bianchi';
const BUSY = 'Uno o più risorse/ambulatori sono già occupati per lo stesso intervallo di tempo';

const dialog = (page: Page) => page.getByRole('dialog');
const bookingForm = (page: Page) => dialog(page).getByRole('form', { name: 'Dati dell’appuntamento' });
const agenda = (page: Page) => page.getByRole('region', { name: 'Agenda', exact: true });

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/appointments/calendar');
  await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
  await page.getByLabel('Medico', { exact: true }).selectOption({ label: DOCTOR });
  await goToWeek(agenda(page), TUESDAY);
}

/** The calendar's column header of a day, as it names it for screen readers ('martedì 15 dicembre 2026'). */
const dayHeader = (calendar: Locator, day: Date) =>
  calendar.getByRole('columnheader', {
    name: day.toLocaleDateString('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  });

/** 'Successivo' until the week of `day` shows (a few clicks: it is WEEKS_AHEAD away). */
async function goToWeek(calendar: Locator, day: Date): Promise<void> {
  for (let click = 0; click < WEEKS_AHEAD + 2 && !(await dayHeader(calendar, day).first().isVisible()); click += 1) {
    await calendar.getByRole('button', { name: 'Successivo' }).click();
    await calendar.page().waitForTimeout(200);
  }
  await expect(dayHeader(calendar, day).first()).toBeVisible();
}

/** The centre of a weekday's column at the row of a time label (the grid scrolls: the label is brought into view). */
async function slotPoint(calendar: Locator, day: Date, time: string): Promise<{ x: number; y: number }> {
  const head = dayHeader(calendar, day).first();
  const label = calendar.locator('.ec-sidebar .ec-slot', { hasText: time }).first();
  await label.scrollIntoViewIfNeeded();
  const [headBox, labelBox] = [await head.boundingBox(), await label.boundingBox()];
  if (!headBox || !labelBox) throw new Error(`colonna o orario non visibili: ${time}`);
  return { x: headBox.x + headBox.width / 2, y: labelBox.y + labelBox.height / 2 + 4 };
}

/** The booking form for one worker of the demo customer, at TUESDAY from–to. */
async function fillBooking(page: Page, from: string, to: string, workerIndex: number): Promise<void> {
  const form = bookingForm(page);
  await form.getByLabel('Medico', { exact: true }).selectOption({ label: DOCTOR });
  await form.getByPlaceholder('Azienda').fill('Officine');
  await page.getByRole('option', { name: /Officine Demo/ }).click();
  await expect(form.getByLabel('Lavoratore', { exact: true }).locator('option')).not.toHaveCount(1);
  await form.getByLabel('Lavoratore', { exact: true }).selectOption({ index: workerIndex });
  await form.getByLabel('Data inizio', { exact: true }).fill(italian(TUESDAY));
  await form.getByLabel('Data fine', { exact: true }).fill(italian(TUESDAY));
  await form.getByLabel('Ora inizio', { exact: true }).fill(from);
  await form.getByLabel('Ora fine', { exact: true }).fill(to);
}

async function bookingsOn(request: APIRequestContext, date: Date): Promise<{ appointment_time: string; status: string }[]> {
  const headers = await apiHeaders(request, DEMO.segreteria);
  const answer = await request.get(`/api/md/calappointments?from=${iso(date)}&to=${iso(date)}`, { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

test('a secretary clicks a free slot, books a worker and sees the booking in the agenda', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await openCalendar(page);
  await expectAccessible(page, 'Calendario');

  const slot = await slotPoint(agenda(page), TUESDAY, '09:00');
  await page.mouse.click(slot.x, slot.y);
  await expect(dialog(page).getByRole('heading', { name: 'Fissa appuntamento' })).toBeVisible();
  // The slot clicked is prefilled: its date, and a 15-minute end.
  await expect(bookingForm(page).getByLabel('Data inizio', { exact: true })).toHaveValue(italian(TUESDAY));
  const start = await bookingForm(page).getByLabel('Ora inizio', { exact: true }).inputValue();
  const end = await bookingForm(page).getByLabel('Ora fine', { exact: true }).inputValue();
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  expect(minutes(end) - minutes(start)).toBe(15);
  await expect(bookingForm(page).getByLabel('Medico', { exact: true })).toHaveValue(/.+/);

  await fillBooking(page, '18:00', '18:15', 1);
  await expectAccessible(page, 'Fissa appuntamento');
  await dialog(page).getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Appuntamento fissato')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(agenda(page).locator('.ec-event', { hasText: 'Officine Demo' }).filter({ hasText: '18:00' })).toBeVisible();
});

test('the same physician slot is refused with the busy message and its conflict', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await openCalendar(page);
  await page.getByRole('button', { name: 'Nuovo appuntamento' }).click();
  await fillBooking(page, '18:00', '18:15', 2);
  // checkbusyresources warns before saving…
  await expect(dialog(page).getByRole('status').filter({ hasText: BUSY })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Salva' }).click();
  // …and the refused booking lists who holds the time.
  const refusal = dialog(page).getByRole('alert').filter({ hasText: BUSY });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`Medico ${DOCTOR} già occupato il ${italian(TUESDAY)} dalle 18:00 alle 18:15`);
  await expectAccessible(page, 'Fissa appuntamento: conflitto');
  await dialog(page).getByRole('button', { name: 'Annulla' }).click();
});

test('a weekly series with one busy date books the other dates', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await openCalendar(page);
  await page.getByRole('button', { name: 'Nuovo appuntamento' }).click();
  await fillBooking(page, '18:00', '18:30', 3);
  await bookingForm(page).getByLabel('Ricorrente', { exact: true }).check();
  await bookingForm(page).getByRole('group', { name: 'Giorni della settimana' }).getByLabel('Mar', { exact: true }).check();
  const first = new Date(TUESDAY.getFullYear(), TUESDAY.getMonth(), TUESDAY.getDate() - 7);
  const last = new Date(TUESDAY.getFullYear(), TUESDAY.getMonth(), TUESDAY.getDate() + 7);
  await bookingForm(page).getByLabel('Data inizio', { exact: true }).fill(italian(first));
  await bookingForm(page).getByLabel('Data fine', { exact: true }).fill(italian(last));
  await dialog(page).getByRole('button', { name: 'Salva' }).click();

  await expect(dialog(page).getByText(`Date occupate: ${italian(TUESDAY)}`)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Prenota le altre' }).click();
  await expect(page.getByText('2 appuntamenti fissati')).toBeVisible();
  await expect(dialog(page).locator('p', { hasText: 'Prenotate (2):' })).toContainText(italian(first));
  await expect(dialog(page).locator('p', { hasText: 'Prenotate (2):' })).toContainText(italian(last));
  await expect(dialog(page).getByText('Non prenotate (1):')).toBeVisible();
  await expectAccessible(page, 'Fissa appuntamento: serie');
  await dialog(page).getByRole('button', { name: 'Chiudi' }).click();
});

test('dragging a booking to another day moves it', async ({ page, request }) => {
  await login(page, DEMO.segreteria);
  await openCalendar(page);
  const event = agenda(page).locator('.ec-event', { hasText: 'Officine Demo' }).filter({ hasText: '18:00' }).first();
  await event.scrollIntoViewIfNeeded();
  const box = await event.boundingBox();
  const target = await slotPoint(agenda(page), THURSDAY, '18:00');
  if (!box) throw new Error('evento non visibile');
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + 4, { steps: 5 });
  await page.mouse.move(target.x, box.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText('Appuntamento spostato')).toBeVisible();
  await expect.poll(async () => (await bookingsOn(request, THURSDAY)).filter((row) => row.appointment_time === '18:00').length).toBe(1);
  expect((await bookingsOn(request, TUESDAY)).filter((row) => row.appointment_time === '18:00')).toEqual([]);
});

test('moving a series occurrence asks which occurrences: all of them move to the new time', async ({ page, request }) => {
  await login(page, DEMO.segreteria);
  await openCalendar(page);
  const last = new Date(TUESDAY.getFullYear(), TUESDAY.getMonth(), TUESDAY.getDate() + 7);
  await goToWeek(agenda(page), last);
  await agenda(page).locator('.ec-event', { hasText: '18:00' }).filter({ hasText: 'Officine Demo' }).first().click();
  await expect(dialog(page).getByText('Occorrenza di una serie ricorrente')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Sposta' }).click();
  const move = dialog(page);
  await expect(move.getByRole('heading', { name: 'Sposta appuntamento' })).toBeVisible();
  await move.getByRole('radio', { name: 'Tutte le occorrenze' }).click();
  // 'Tutte' keeps each occurrence's date: only the times change.
  await expect(move.getByLabel('Data', { exact: true })).toBeDisabled();
  await move.getByLabel('Ora inizio', { exact: true }).fill('17:00');
  await move.getByLabel('Ora fine', { exact: true }).fill('17:30');
  await expectAccessible(page, 'Sposta appuntamento');
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(page.getByText('Appuntamento spostato')).toBeVisible();
  const first = new Date(TUESDAY.getFullYear(), TUESDAY.getMonth(), TUESDAY.getDate() - 7);
  for (const day of [first, last]) {
    await expect.poll(async () => (await bookingsOn(request, day)).map((row) => row.appointment_time)).toContain('17:00');
  }
});

test('a level-6 physician sees their own agenda, without the physician picker', async ({ page }) => {
  await login(page, DEMO.medico);
  const own = page.waitForRequest((call) => call.url().includes('/calappointments?') && call.url().includes('med='));
  await page.goto('/appointments/calendar');
  await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
  await own;
  await expect(page.getByLabel('Medico', { exact: true })).toHaveCount(0);
  await expect(agenda(page)).toBeVisible();
});

/** The demo's resources and clinics (created here when the demo data has none yet). */
async function ensureCalresources(request: APIRequestContext): Promise<{ ecografo: string; clinic: string }> {
  const headers = await apiHeaders(request, DEMO.segreteria);
  const ids: Record<string, string> = {};
  for (const [type, name] of [
    ['resources', 'Ecografo'],
    ['resources', 'Spirometro'],
    ['classrooms', 'Ambulatorio 1'],
    ['classrooms', 'Ambulatorio 2'],
  ] as const) {
    const list = (await (await request.get(`/api/md/calresources?type=${type}`, { headers })).json()).data as {
      id: string;
      name: string;
    }[];
    const found = list.find((row) => row.name === name);
    if (found) ids[name] = found.id;
    else {
      const created = await request.post('/api/md/calresources', {
        headers,
        data: { type, name, capacity: type === 'classrooms' ? 1 : undefined },
      });
      expect(created.ok()).toBe(true);
      ids[name] = (await created.json()).data.id;
    }
  }
  return { ecografo: ids.Ecografo, clinic: ids['Ambulatorio 1'] };
}

test('Calendario risorse and Calendario ambulatori show a column per resource and clinic with their bookings', async ({
  page,
  request,
}) => {
  const { ecografo, clinic } = await ensureCalresources(request);
  const headers = await apiHeaders(request, DEMO.segreteria);
  const doctors = (await (await request.get('/api/md/lookups/doctors', { headers })).json()).data as { id: string; name: string }[];
  const booked = await request.post('/api/md/appointments', {
    headers,
    data: {
      med_id: doctors.find((doctor) => doctor.name === DOCTOR)?.id,
      multi: 0,
      visit: 4,
      title: 'Ecografia di controllo',
      recurring: 1,
      appointment_date: iso(THURSDAY),
      appointment_date_end: iso(THURSDAY),
      appointment_time: '19:00',
      appointment_time_end: '19:30',
      resources: [ecografo],
      classroom_id: clinic,
      send_mail: 0,
      send_mail_to_customer: 0,
    },
  });
  expect(booked.status()).toBe(200);

  await login(page, DEMO.segreteria);
  for (const [menu, column] of [
    ['Calendario risorse', 'Ecografo'],
    ['Calendario ambulatori', 'Ambulatorio 1'],
  ] as const) {
    await page.goto(menu === 'Calendario risorse' ? '/appointments/calendar-resources' : '/appointments/calendar-clinics');
    await expect(page.getByRole('heading', { name: menu })).toBeVisible();
    const calendar = page.getByRole('region', { name: menu });
    await expect(calendar.getByText(column, { exact: true }).first()).toBeVisible();
    await goToWeek(calendar, THURSDAY);
    await expect(calendar.locator('.ec-event', { hasText: 'Ecografia di controllo' }).first()).toBeAttached();
    await expectAccessible(page, menu);
  }
});

test('dragging a booking into another resource column is refused and put back', async ({ page, request }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/calendar-resources');
  const calendar = page.getByRole('region', { name: 'Calendario risorse' });
  await goToWeek(calendar, THURSDAY);
  const event = calendar.locator('.ec-event', { hasText: 'Ecografia di controllo' }).first();
  await event.scrollIntoViewIfNeeded();
  const box = await event.boundingBox();
  // Thursday's column of the second resource: the last header of that date.
  const heads = dayHeader(calendar, THURSDAY);
  const target = await heads.nth((await heads.count()) - 1).boundingBox();
  if (!box || !target) throw new Error('evento o colonna non visibili');
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + 4, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, box.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect(dialog(page).getByRole('heading', { name: 'Spostamento non consentito' })).toBeVisible();
  await expectAccessible(page, 'Spostamento non consentito');
  await dialog(page).getByRole('button', { name: 'Chiudi' }).click();
  expect((await bookingsOn(request, THURSDAY)).filter((row) => row.appointment_time === '19:00')).toHaveLength(1);
});
