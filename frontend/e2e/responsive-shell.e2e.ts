import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, sidebar } from './support';

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
    await expect(sidebar(page)).toBeInViewport();
    await noSidewaysScroll(page);

    await page.goto('/users/list');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await noSidewaysScroll(page);
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
