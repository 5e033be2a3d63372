import { apiHeaders, DEMO, expect, login, test } from './support';

// form.io (a large chunk) parses slowly on a loaded machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Cronologia of a visit: the demo visit of October 2025 was signed, reopened and signed again by the demo
 * doctor. Its own doctor (level 6) opens the history from the examination toolbar and sees the first signed
 * version on its own form, read-only.
 */
test("the visit's own doctor opens its Cronologia from the toolbar and sees the first signature read-only", async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.medico);
  const found = await request.get('/api/md/examinations', {
    headers,
    params: { from: '2025-10-01', to: '2025-10-10' },
  });
  expect(found.ok()).toBe(true);
  const rows = (await found.json()).data as Array<{
    id: string;
    key: string;
    versions: number;
  }>;
  const visit = rows.find((row) => row.versions === 2);
  expect(visit).toBeTruthy();

  await login(page, DEMO.medico);
  await page.goto(`/examination/1/${visit!.key}`);
  await page.getByRole('link', { name: 'Cronologia' }).click();
  await expect(page).toHaveURL(new RegExp(`/history/examination/${visit!.id}$`));
  await expect(page.getByRole('heading', { name: /Cronologia · Visita/ })).toBeVisible();

  const entries = page.getByTestId('history-entry');
  await expect(entries.first()).toContainText('Marco Bianchi');
  const firstSignature = entries.filter({ hasText: 'Rev. 2' });
  await firstSignature.getByRole('button', { name: "Mostra com'era" }).click();
  const state = page.getByTestId('examination-state');
  await expect(state).toContainText('FIRMATA');
  await expect(state).toContainText('versioni firmate 1');
  const judgement = state.locator('select[name="data[giudizio]"]');
  await expect(judgement).toHaveValue('IP');
  await expect(judgement).toBeDisabled();
});
