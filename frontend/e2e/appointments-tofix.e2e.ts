import type { Page } from '@playwright/test';
import { apiHeaders, DEMO, expect, expectAccessible, login, shot, test } from './support';

/**
 * Scadenze → Da fissare (issue 35): the workers whose next visit falls due and who have no appointment for it. The
 * demo signs yearly visits a year before its first start, so some are overdue and some fall due in the coming weeks.
 * A secretary books the first one from the row's calendar button; the worker leaves the list. Dates are five weeks
 * ahead, late afternoon, clear of the demo's booked fortnight and of the other appointment journeys.
 */
test.describe.configure({ mode: 'serial' });

const pad = (value: number) => String(value).padStart(2, '0');
const italian = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const rows = (page: Page) => page.getByTestId('list-row');
const settled = (page: Page) => expect(page.locator('table[aria-busy]')).toHaveAttribute('aria-busy', 'false');
const DOCTOR = 'Marco Bianchi';

/** Friday five weeks ahead. */
function bookingDay(): Date {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + 35);
  return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 4);
}

test('a secretary books the most overdue worker from Da fissare, and the worker leaves the list', async ({ page, request }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/tofix');
  await expect(page.getByRole('heading', { name: 'Da fissare' })).toBeVisible();
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page, 'Da fissare');
  await shot(page, 'da-fissare');

  const headers = await apiHeaders(request, DEMO.segreteria);
  const [first] = (await (await request.get('/api/md/appointments/tofix?per_page=5', { headers })).json()).data as {
    id: string;
    last_name: string;
    first_name: string;
  }[];
  const name = `${first.last_name} ${first.first_name}`;
  const row = rows(page).filter({ hasText: name }).first();
  await row.getByRole('button', { name: 'Fissa appuntamento' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Fissa appuntamento' })).toBeVisible();
  await expect(dialog).toContainText(name);
  const form = dialog.getByRole('form', { name: 'Dati dell’appuntamento' });
  await form.getByLabel('Medico', { exact: true }).selectOption({ label: DOCTOR });
  const day = italian(bookingDay());
  await form.getByLabel('Data inizio', { exact: true }).fill(day);
  await form.getByLabel('Data fine', { exact: true }).fill(day);
  await form.getByLabel('Ora inizio', { exact: true }).fill('18:30');
  await form.getByLabel('Ora fine', { exact: true }).fill('18:45');
  await expectAccessible(page, 'Fissa appuntamento da Da fissare');
  await shot(page, 'da-fissare-dialog');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Appuntamento fissato')).toBeVisible();
  await expect(dialog).toBeHidden();
  await settled(page);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);

  // The appointment is in Fissati, awaiting confirmation.
  const booked = await request.get('/api/md/appointments?per_page=100&status=booked', { headers });
  const mine = ((await booked.json()).data as { workers: string[]; appointment_time: string }[]).filter((a) =>
    a.workers.includes(first.id),
  );
  expect(mine.map((a) => a.appointment_time)).toContain('18:30');
});

test('a busy slot offers the first free ones, and one click books the next free slot', async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/tofix');
  await settled(page);
  const row = rows(page).first();
  await row.getByRole('button', { name: 'Fissa appuntamento' }).click();
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Dati dell’appuntamento' });
  await form.getByLabel('Medico', { exact: true }).selectOption({ label: DOCTOR });
  const day = italian(bookingDay());
  await form.getByLabel('Data inizio', { exact: true }).fill(day);
  await form.getByLabel('Data fine', { exact: true }).fill(day);
  // The slot the first test booked: busy for this physician.
  await form.getByLabel('Ora inizio', { exact: true }).fill('18:30');
  await form.getByLabel('Ora fine', { exact: true }).fill('18:45');
  const proposals = dialog.getByRole('group', { name: 'Orari liberi proposti' });
  await expect(proposals.getByRole('button').first()).toHaveText(/18:45–19:00$/);
  await expectAccessible(page, 'Fissa appuntamento: orari liberi');
  await proposals.getByRole('button').first().click();
  await expect(form.getByLabel('Ora inizio', { exact: true })).toHaveValue('18:45');
  await expect(form.getByLabel('Ora fine', { exact: true })).toHaveValue('19:00');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Appuntamento fissato')).toBeVisible();
});

test("'Pianifica giornata' lays the site's due workers on the physician's day and books the chosen ones", async ({ page }) => {
  await login(page, DEMO.segreteria);
  await page.goto('/appointments/tofix');
  await settled(page);
  await page.getByRole('button', { name: 'Pianifica giornata' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Azienda').fill('Officine');
  await page.getByRole('option', { name: /Officine Demo/ }).click();
  await dialog.getByLabel('Medico', { exact: true }).selectOption({ label: DOCTOR });
  const monday = bookingDay();
  const tuesday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 4);
  await dialog.getByLabel('Giorno', { exact: true }).fill(italian(tuesday));
  await dialog.getByLabel('Dalle', { exact: true }).fill('14:00');
  await dialog.getByLabel('Alle', { exact: true }).fill('15:00');
  await dialog.getByRole('button', { name: 'Anteprima' }).click();
  const preview = dialog.getByRole('table', { name: 'Anteprima della giornata' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(1)).toContainText('14:00–14:20');
  await expect(preview.getByRole('row').nth(3)).toContainText('14:40–15:00');
  await expectAccessible(page, 'Pianifica giornata');
  await shot(page, 'pianifica-giornata');
  await preview.getByRole('checkbox').nth(2).uncheck();
  await dialog.getByRole('button', { name: 'Fissa 2 appuntamenti' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 appuntamenti fissati.');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test('the nurse reads Da fissare without booking, and the client sees their own company only', async ({ page }) => {
  await login(page, DEMO.infermiere);
  await page.goto('/appointments/tofix');
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fissa appuntamento' })).toHaveCount(0);

  await login(page, DEMO.cliente);
  await page.goto('/appointments/tofix');
  await settled(page);
  await expect(rows(page).first()).toContainText('Officine Demo');
  await expectAccessible(page, 'Da fissare (cliente)');
});
