import { type Page } from '@playwright/test';
import { DEMO, expect, login, sidebar, test } from './support';

/**
 * Utenti (spec part 1 §2 admin menus, part 2 §2.1 generic list): a level-8/9 user pages, sorts, filters,
 * keeps the list state after a reload, opens a card and grants/revokes a role. The tests of this file share
 * the browser's saved list state and the users they create, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const range = (page: Page) => page.getByTestId('list-range');
const rows = (page: Page) => page.getByTestId('list-row');
const search = (page: Page) => page.getByRole('searchbox', { name: "Cerca nell'elenco" });

/**
 * The list keeps the previous page on screen (dimmed, aria-busy) while the next one loads: rows are read
 * only once the table is no longer busy.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy]')).toHaveAttribute('aria-busy', 'false');
}

/** "1–5 di 12" → { first: 1, last: 5, total: 12 } */
async function readRange(page: Page): Promise<{ first: number; last: number; total: number }> {
  const text = (await range(page).innerText()).trim();
  const match = /^(\d+)–(\d+) di (\d+)$/.exec(text);
  if (!match) throw new Error(`intervallo non riconosciuto: ${text}`);
  return { first: Number(match[1]), last: Number(match[2]), total: Number(match[3]) };
}

/** The e-mail column of the rows on screen (2nd column). */
async function emailsOnPage(page: Page): Promise<string[]> {
  await settled(page);
  return rows(page).locator('td:nth-child(2)').allInnerTexts();
}

async function openUsers(page: Page): Promise<void> {
  await sidebar(page).getByRole('link', { name: 'Utenti', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/list\/?$/);
  await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await settled(page);
}

test('an entity administrator opens Utenti, pages and changes the page size', async ({ page }) => {
  await login(page, DEMO.ente);
  await openUsers(page);
  // Default: 10 rows per page; the demo seed alone has 10 users.
  await expect(page.getByLabel('Righe per pagina')).toHaveValue('10');
  const { total } = await readRange(page);
  expect(total).toBeGreaterThanOrEqual(10);

  await page.getByLabel('Righe per pagina').selectOption('5');
  await expect(rows(page)).toHaveCount(5);
  await expect(range(page)).toHaveText(`1–5 di ${total}`);
  const firstPage = await emailsOnPage(page);

  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(range(page)).toHaveText(`6–${Math.min(10, total)} di ${total}`);
  const secondPage = await emailsOnPage(page);
  expect(secondPage.some((email) => firstPage.includes(email))).toBe(false);
});

test('sorts by e-mail on the server, both ways', async ({ page }) => {
  await login(page, DEMO.admin);
  await openUsers(page);
  await page.getByLabel('Righe per pagina').selectOption('50');
  const header = page.getByRole('columnheader', { name: 'Email' });

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await emailsOnPage(page);
  expect(ascending).toEqual([...ascending].sort());

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => emailsOnPage(page)).toEqual([...ascending].reverse());
});

test('filters with the quick search and clears it', async ({ page }) => {
  await login(page, DEMO.admin);
  await openUsers(page);
  const before = (await readRange(page)).total;
  await search(page).fill('infermiere');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('infermiere@tutela.demo');
  await page.getByRole('button', { name: 'Cancella ricerca' }).click();
  await expect.poll(async () => (await readRange(page)).total).toBe(before);
});

test('keeps page, size, sort and search after a reload', async ({ page }) => {
  await login(page, DEMO.admin);
  await openUsers(page);
  await page.getByLabel('Righe per pagina').selectOption('5');
  const header = page.getByRole('columnheader', { name: 'Email' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(range(page)).toHaveText(/^6–/);
  const beforeReload = await emailsOnPage(page);

  await page.reload();
  await expect(range(page)).toHaveText(/^6–/);
  await settled(page);
  await expect(page.getByLabel('Righe per pagina')).toHaveValue('5');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  expect(await emailsOnPage(page)).toEqual(beforeReload);

  await search(page).fill('tutela.demo');
  await expect(range(page)).toHaveText(/^1–/);
  await page.reload();
  await expect(search(page)).toHaveValue('tutela.demo');
});

test('creates a user, grants and revokes a role, forces a password change, deactivates and reactivates it', async ({ page }) => {
  const email = `e2e.${Date.now()}@tutela.demo`;
  await login(page, DEMO.ente);
  await openUsers(page);

  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  await expect(page).toHaveURL(/\/users\/list\/add$/);
  await page.getByRole('button', { name: 'Crea utente' }).click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(3);
  await page.getByLabel('Nome', { exact: true }).fill('Ettore');
  await page.getByLabel('Cognome').fill('Prova');
  await page.getByLabel('Email').fill('non-valida');
  await page.getByRole('button', { name: 'Crea utente' }).click();
  await expect(page.getByText('Email non valida')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (facoltativa)').fill('Prova-Utente-2025!');
  await page.getByLabel('Conferma password').fill('Prova-Utente-2025?');
  await page.getByRole('button', { name: 'Crea utente' }).click();
  await expect(page.getByText('I campi non combaciano')).toBeVisible();
  await page.getByLabel('Conferma password').fill('Prova-Utente-2025!');
  await page.getByRole('button', { name: 'Crea utente' }).click();

  await expect(page).toHaveURL(/\/users\/list\/card\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Ettore Prova' })).toBeVisible();
  await expect(page.getByText('Nessun ruolo assegnato')).toBeVisible();

  await page.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'Infermiere' });
  await page.getByRole('button', { name: 'Assegna ruolo' }).click();
  await expect(page.getByText('Ruolo assegnato correttamente')).toBeVisible();
  const grant = page.getByTestId('role-grant');
  await expect(grant).toHaveCount(1);
  await expect(grant.first()).toContainText('Infermiere');

  await grant.first().getByRole('button', { name: 'Revoca' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoca' }).click();
  await expect(page.getByText('Ruolo revocato correttamente')).toBeVisible();
  await expect(page.getByTestId('role-grant')).toHaveCount(0);

  // Created with its own password: no change is pending until an administrator asks for one.
  await expect(page.getByText('Cambio password richiesto', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Forza cambio password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('Cambio password richiesto', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forza cambio password' })).toBeDisabled();

  await page.getByRole('button', { name: 'Disattiva utente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Disattivato');
  // 'Nascondi i non attivi' (on by default) hides it from the list until it is reactivated
  await page.getByRole('link', { name: '← Utenti' }).click();
  await search(page).fill(email);
  await expect(page.getByText('Nessun record presente')).toBeVisible();
  await page.getByLabel('Nascondi i non attivi').uncheck();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Disattivato');
  await rows(page).first().click();
  await page.getByRole('button', { name: 'Riattiva utente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Riattiva' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Attivo');

  // The card is reachable from the list by clicking its row.
  await page.getByRole('link', { name: '← Utenti' }).click();
  await search(page).fill(email);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(page.getByRole('heading', { name: 'Ettore Prova' })).toBeVisible();

  // 'Ultime attività' of the user lists its creation.
  await page.getByRole('button', { name: 'Ultime attività' }).click();
  const log = page.getByRole('dialog');
  await expect(log.getByRole('heading', { name: 'Ultime attività' })).toBeVisible();
  await expect(log.getByRole('columnheader', { name: 'Operazione effettuata' })).toBeVisible();
  await expect(log.getByText('INSERIMENTO').first()).toBeVisible();
});

test('a user below level 8 never sees the users pages: "Utente non autorizzato" instead', async ({ page }) => {
  await login(page, DEMO.medico);
  await page.goto('/users/list');
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByTestId('not-authorized').getByRole('heading', { name: 'Utente non autorizzato' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Utenti' })).toHaveCount(0);
});
