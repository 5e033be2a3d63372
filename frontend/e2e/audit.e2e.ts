import { readFile } from 'node:fs/promises';
import { apiHeaders, DEMO, expect, login, sidebar, test } from './support';

/**
 * Integrità registro (Admin tools): the system administrator verifies the event log from the page and downloads
 * the demo entity's history for an inspector; the entity administrator (level 8) sees the runs but cannot start one.
 */
test('the system administrator verifies the log and downloads a record history as JSON with its hashes', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const me = await (await request.get('/api/md/getuserdata', { headers })).json();
  const entityId: string = me.data.entity_id;

  await login(page, DEMO.admin);
  await sidebar(page).getByRole('button', { name: 'Admin tools', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Integrità registro', exact: true }).click();
  await expect(page).toHaveURL(/\/admtools\/audit\/?$/);
  await expect(page.getByRole('heading', { name: 'Integrità del registro eventi' })).toBeVisible();

  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verifications').getByText('Registro integro').first()).toBeVisible();
  await expect(page.getByTestId('audit-verifications').getByText('Alberto Amministratore').first()).toBeVisible();

  await page.getByTestId('history-kind').selectOption('entity');
  await page.getByTestId('history-id').fill(entityId);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-download').click()]);
  expect(download.suggestedFilename()).toBe(`storico-entity-${entityId}.json`);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file).toMatchObject({
    format: 'tutela-history/1',
    kind: 'entity',
    record_id: entityId,
    chain: { ok: true },
  });
  expect(file.events[0].hash).toMatch(/^[0-9a-f]{64}$/);
});

test('the entity administrator sees the verifications but no button to start one', async ({ page }) => {
  await login(page, DEMO.ente);
  await page.goto('/admtools/audit');
  await expect(page.getByRole('heading', { name: 'Integrità del registro eventi' })).toBeVisible();
  await expect(page.getByTestId('audit-verify')).toHaveCount(0);
  await expect(page.getByTestId('history-download')).toBeVisible();
});
