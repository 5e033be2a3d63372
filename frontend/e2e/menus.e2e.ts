import { DEMO, expect, groupTitles, login, sidebar, test, topMenuTitles } from './support';

// Expected entries follow spec part 1 §2 "Menus" and §6 for each demo role in Medicina (md).

test('system administrator (level 9) sees the admin menus with the level-9 tools', async ({ page }) => {
  await login(page, DEMO.admin);
  const top = await topMenuTitles(page);
  expect(top[0]).toBe('Dashboard');
  expect(top).toEqual(expect.arrayContaining(['Anagrafiche', 'Scadenze', 'Commesse', 'Utenti', 'Admin tools']));
  expect(top.at(-1)).toBe('Logout');
  expect(await groupTitles(page, 'Admin tools')).toEqual(expect.arrayContaining(['Enti', 'Moduli', 'Protocolli sanitari']));
});

test('entity administrator (level 8) sees Utenti and Admin tools without the level-9 tools', async ({ page }) => {
  await login(page, DEMO.ente);
  const top = await topMenuTitles(page);
  expect(top).toEqual(expect.arrayContaining(['Commesse', 'Utenti', 'Admin tools']));
  const tools = await groupTitles(page, 'Admin tools');
  expect(tools).toContain('Enti');
  expect(tools).not.toContain('Moduli');
});

test('administration manager (level 7) has the application switch but no level-8 menu', async ({ page }) => {
  await login(page, DEMO.amministrazione);
  const top = await topMenuTitles(page);
  expect(top).toEqual(expect.arrayContaining(['Dashboard', 'Anagrafiche', 'Logout']));
  for (const admin of ['Utenti', 'Admin tools', 'Commesse']) expect(top).not.toContain(admin);
  await expect(page.getByRole('button', { name: 'Cambia applicazione' })).toBeVisible();
});

test('doctor (level 6) sees the medical menus but no admin menu', async ({ page }) => {
  await login(page, DEMO.medico);
  const top = await topMenuTitles(page);
  expect(top).toEqual(expect.arrayContaining(['Dashboard', 'Anagrafiche', 'Mansionario', 'Scadenze', 'Logout']));
  for (const admin of ['Utenti', 'Admin tools', 'Commesse']) expect(top).not.toContain(admin);
  expect(await groupTitles(page, 'Scadenze')).toHaveLength(7);
});

test('nurse sees only Da fissare, Fissati and Calendario under Scadenze', async ({ page }) => {
  await login(page, DEMO.infermiere);
  expect(await groupTitles(page, 'Scadenze')).toEqual(['Da fissare', 'Fissati', 'Calendario']);
  expect(await topMenuTitles(page)).not.toContain('Utenti');
});

test('client-company user sees a short menu and only the worker search', async ({ page }) => {
  await login(page, DEMO.cliente);
  const top = await topMenuTitles(page);
  expect(top[0]).toBe('Dashboard');
  expect(top).toContain('Anagrafiche');
  for (const hidden of ['Reportistica amm.', 'Utenti', 'Admin tools']) expect(top).not.toContain(hidden);
  // Their own company's schedule: the three entries the nurse and the client's secretaries have.
  expect(await groupTitles(page, 'Scadenze')).toEqual(['Da fissare', 'Fissati', 'Calendario']);
  await expect(page.getByPlaceholder('Ricerca lavoratore')).toBeVisible();
  await expect(page.getByPlaceholder('Ricerca azienda')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nuovo lavoratore' })).toHaveCount(0);
});

test('a menu entry whose screen is not built opens the notice', async ({ page }) => {
  await login(page, DEMO.medico);
  await sidebar(page).getByRole('button', { name: 'Anagrafiche', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Contatti' }).click();
  await expect(page).toHaveURL(/\/customers\/contactlist$/);
  await expect(page.getByRole('heading', { name: 'Modulo non ancora disponibile' })).toBeVisible();
});
