import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { DEMO, expect, login, sidebar, test } from './support';
import { detail, formLoaded, mockApi } from './examination-mocks';

/** How many lines the text of each cell of a list's column takes (a line box per line of the text). */
async function linesPerCell(page: Page, header: string): Promise<number[]> {
  return page.getByTestId('list-row').evaluateAll((rows, name) => {
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf(name);
    return rows.map((row) => {
      const range = document.createRange();
      range.selectNodeContents(row.children[column]);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  }, header);
}

/** The shell at tablet and phone widths: every header control on screen, never a page that scrolls sideways. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function fullyOnScreen(page: Page, name: string, locator: ReturnType<Page['locator']>): Promise<void> {
  await expect(locator, name).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  expect({ name, left: box!.x >= 0, right: box!.x + box!.width <= width }).toEqual({ name, left: true, right: true });
}

test.describe('at 820×1180 (tablet)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the header shows every control of a system administrator and the page does not scroll sideways', async ({ page }) => {
    await login(page, DEMO.admin);
    const controls: [string, ReturnType<Page['locator']>][] = [
      ['Nuovo lavoratore', page.getByRole('link', { name: 'Nuovo lavoratore' })],
      ['Azzera selezione', page.getByRole('button', { name: 'Azzera selezione' })],
      ['Ricerca lavoratore', page.getByPlaceholder('Ricerca lavoratore')],
      ['Ricerca azienda', page.getByPlaceholder('Ricerca azienda')],
      ['Ticket', page.getByTestId('badge-ticket')],
      ['Appuntamenti', page.getByTestId('badge-appointments')],
      ['Chat', page.getByTestId('badge-chat')],
      ['Notifiche', page.getByRole('button', { name: 'Notifiche' })],
      ['Schermo intero', page.getByRole('button', { name: 'Schermo intero' })],
      ['Cambia applicazione', page.getByRole('button', { name: 'Cambia applicazione' })],
      ['Menu utente', page.getByRole('button', { name: 'Menu utente' })],
    ];
    for (const [name, locator] of controls) await fullyOnScreen(page, name, locator);
    await noSidewaysScroll(page);

    await page.goto('/users/list');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('below 1024 px the menu is a drawer, so a list keeps the whole width', async ({ page }) => {
    await login(page, DEMO.segreteria);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Apri menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await sidebar(page).getByRole('button', { name: 'Anagrafiche', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Aziende', exact: true }).click();
    await expect(page).toHaveURL(/\/customers\/list$/);
    await expect(sidebar(page)).not.toBeInViewport();
    const firstRow = page.getByTestId('list-row').first();
    await expect(firstRow).toBeVisible();
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(820);

    // With the docked menu the workers' company names wrapped onto 3–4 lines.
    await page.goto('/workers/list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    expect(Math.max(...(await linesPerCell(page, 'Azienda')))).toBe(1);
  });

  test("the workers' CSV has every column of the list, also those the tablet hides", async ({ page }) => {
    await login(page, DEMO.segreteria);
    await page.goto('/workers/list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: /Data di nascita/ })).toBeHidden();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const header = csv.replace('\uFEFF', '').split('\r\n')[0];
    expect(header.split(';')).toEqual([
      'Lavoratore',
      'Codice fiscale',
      'Data di nascita',
      'Azienda',
      'Sede',
      'Mansione',
      'Prossima visita',
    ]);
  });

  test("the visit's sections open from a drawer button and the form keeps the width", async ({ page }) => {
    await login(page, DEMO.medico);
    await mockApi(page, () => detail());
    await page.goto('/examination/1/k1');
    await formLoaded(page);
    const sections = page.getByRole('navigation', { name: 'Sezioni della visita' });
    await expect(sections).toBeHidden();
    await page.getByRole('button', { name: 'Sezioni', exact: true }).click();
    await expect(sections).toBeInViewport();
    await sections.getByRole('button', { name: 'Questionario AUDIT-C (alcol)' }).click();
    await expect(sections).toBeHidden();
    await expect(page.getByTestId('formio-form').getByText('Questionario AUDIT-C (alcol)')).toBeInViewport();
    const form = await page.getByTestId('formio-form').boundingBox();
    expect(form!.width).toBeGreaterThan(700);
  });
});

test.describe('at 1366×900 (desktop)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the menu stays docked beside the page', async ({ page }) => {
    await login(page, DEMO.segreteria);
    await expect(sidebar(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Apri menu' })).toBeHidden();
  });

  test("the visit's sections stay docked beside the form, without a drawer button", async ({ page }) => {
    await login(page, DEMO.medico);
    await mockApi(page, () => detail());
    await page.goto('/examination/1/k1');
    await formLoaded(page);
    await expect(page.getByRole('navigation', { name: 'Sezioni della visita' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sezioni', exact: true })).toBeHidden();
  });
});

test.describe('at 390×844 (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the user menu opens whole, badges fold into "Altro" and the menu is a drawer', async ({ page }) => {
    await login(page, DEMO.admin);
    await noSidewaysScroll(page);
    await expect(sidebar(page)).not.toBeInViewport();

    await page.getByRole('button', { name: 'Menu utente' }).click();
    await fullyOnScreen(page, 'Profilo utente', page.getByRole('menuitem', { name: 'Profilo utente' }));
    await fullyOnScreen(page, 'Logout', page.getByRole('menuitem', { name: 'Logout' }));
    await page.keyboard.press('Escape');

    await expect(page.getByTestId('badge-ticket')).toBeHidden();
    await page.getByRole('button', { name: 'Altro' }).click();
    await fullyOnScreen(page, 'Ticket assegnati', page.getByRole('menuitem', { name: 'Ticket assegnati' }));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Apri menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await sidebar(page).getByRole('link', { name: 'Utenti', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
