import { DEMO, expect, expectAccessible, login, test } from './support';
import { detail, formLoaded, mockApi } from './examination-mocks';

/**
 * The screens axe found wanting (issue 33 item 12), checked on purpose at desktop and tablet width: the login page's
 * main landmark, the 'Azienda' filter's button name, colour contrast of the dashboard, worker card and factory card.
 * Every other spec's last screen is checked too, by the `test` of ./support.
 */

for (const width of [1366, 820]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('login, dashboard, workers list, worker card, customers list and factory card pass axe', async ({ page }) => {
      test.slow();
      await page.goto('/authentication/login');
      await expect(page.getByRole('main')).toContainText('Accedi');
      await expectAccessible(page, 'login');

      await login(page, DEMO.segreteria);
      await expect(page.getByRole('heading', { name: /^Dashboard/ })).toBeVisible();
      await expectAccessible(page, 'dashboard');

      await page.goto('/workers/list');
      await expect(page.getByTestId('list-row').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mostra le aziende' })).toBeVisible();
      await expectAccessible(page, 'workers list');

      await page.getByTestId('list-row').filter({ hasText: 'Officine Demo' }).first().click();
      await expect(page).toHaveURL(/\/workers\/list\/card\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'worker card');

      await page.goto('/customers/list');
      await page.getByTestId('list-row').filter({ hasText: 'Officine Demo' }).first().click();
      await expect(page).toHaveURL(/\/customers\/list\/card\/[^/]+$/);
      await expect(page.getByTestId('factory-row').first()).toBeVisible();
      await expectAccessible(page, 'customer card');

      await page.getByTestId('factory-row').first().locator('a').first().click();
      await expect(page).toHaveURL(/\/factory\//);
      await expect(page.getByTestId('factory-name')).toBeVisible();
      await expectAccessible(page, 'factory card');
    });
  });
}

test("the visit form speaks Italian to a screen reader: no form.io keys or default labels ('addOrRemove', 'Columns')", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, DEMO.medico);
  await mockApi(page, () => detail());
  await page.goto('/examination/1/k1');
  await formLoaded(page);
  const form = page.getByTestId('formio-form');
  // textContent, hidden text included: what a screen reader can reach.
  await expect(form).not.toContainText(/Columns|addOrRemove|Add\/Remove/);
  await expect(form.locator('.formio-component-columns > label').first()).toHaveText('Colonne');
  await expectAccessible(page, 'visit form');
});
