import { type Browser, type Page } from '@playwright/test';
import { apiHeaders, DEMO, expect, login, test } from './support';

const pageErrors: string[] = [];

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A script in a title or message would show up as a dialog or as a global: both fail the test.
  page.on('dialog', (dialog) => {
    pageErrors.push(`${email}: dialogo inatteso «${dialog.message()}»`);
    void dialog.dismiss();
  });
  // A render error would leave the page on the error screen: it must fail the test with its message.
  page.on('pageerror', (error) => pageErrors.push(`${email}: ${error.message}`));
  await login(page, email);
  return page;
}

test('two users chat live: creation, unread badge, answer, close after confirmation', async ({ browser }) => {
  // Two signed-in browsers and a dozen steps: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const title = `Turni ${Math.random().toString(36).slice(2, 8)}`;
  const a = await signedIn(browser, DEMO.medico);
  const b = await signedIn(browser, DEMO.segreteria);
  const badgeOfB = b.getByTestId('badge-chat');
  await expect(badgeOfB).toHaveAttribute('aria-label', 'Chat');

  await a.goto('/chats');
  await expect(a.getByRole('navigation', { name: 'Percorso' })).toContainText('Dashboard');
  await a.getByRole('button', { name: 'Nuova chat' }).click();
  await a.getByLabel('Titolo').fill(title);
  await expect(a.getByLabel('Tipo', { exact: true })).toHaveValue('SING');
  await a.getByLabel('Utente', { exact: true }).selectOption({ label: 'Galli Sara' });
  await a.getByRole('button', { name: 'Crea' }).click();
  await expect(a.getByText('Chat creata correttamente')).toBeVisible();
  const dialogOfA = a.getByTestId('chat-dialog');
  await expect(dialogOfA).toContainText('Marco Bianchi, Sara Galli');
  await a.getByLabel('Messaggio').fill('Ciao Sara, domani ci sei?');
  await a.getByLabel('Messaggio').press('Enter');
  await expect(dialogOfA.getByTestId('chat-message')).toHaveCount(1);
  await expect(a.getByLabel('Messaggio')).toHaveValue('');

  // B never reloads: the stream brings the unread message to the badge.
  await expect(badgeOfB).toHaveAttribute('aria-label', 'Chat: 1');
  await badgeOfB.click();
  await expect(b).toHaveURL(/\/chats$/);
  await b.getByRole('button', { name: `Apri la chat ${title}` }).click();
  const dialogOfB = b.getByTestId('chat-dialog');
  await expect(dialogOfB).toContainText('Ciao Sara, domani ci sei?');
  await expect(badgeOfB).toHaveAttribute('aria-label', 'Chat');
  await b.getByLabel('Messaggio').fill('Sì, dalle 8.');
  await b.getByRole('button', { name: 'Invia' }).click();
  await expect(dialogOfB).toContainText('Sì, dalle 8.');

  // A sees the answer in the open dialog, without a reload.
  await expect(dialogOfA).toContainText('Sì, dalle 8.');
  for (const width of [1366, 820]) {
    await a.setViewportSize({ width, height: 900 });
    await a.screenshot({ path: test.info().outputPath(`chat-dialog-${width}.png`) });
  }
  await a.getByRole('dialog').getByRole('button', { name: 'Chiudi', exact: true }).click();

  // B is not the chat's administrator: no close button on their row.
  await b.getByRole('dialog').getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(b.getByRole('button', { name: `Chiudi la chat ${title}` })).toHaveCount(0);

  await a.getByRole('button', { name: `Chiudi la chat ${title}` }).click();
  await expect(a.getByText('Sei sicuro di voler chiudere questa chat?')).toBeVisible();
  await a.getByRole('button', { name: 'Procedi' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Chat chiusa' })).toBeVisible();
  const row = a.getByTestId('chat-row').filter({ hasText: title });
  await expect(row).toContainText('chiusa');
  await expect(a.getByRole('button', { name: `Chiudi la chat ${title}` })).toHaveCount(0);
  for (const width of [1366, 820]) {
    await a.setViewportSize({ width, height: 900 });
    await a.screenshot({ path: test.info().outputPath(`chats-page-${width}.png`), fullPage: true });
  }
  await a.context().close();
  await b.context().close();
  expect(pageErrors).toEqual([]);
});

test('a closed chat keeps no unread badge: the header does not count it either', async ({ browser, request }) => {
  const title = `Chiusa ${Math.random().toString(36).slice(2, 8)}`;
  const headers = await apiHeaders(request, DEMO.medico);
  const contacts = (await (await request.get('/api/md/chats/contacts', { headers })).json()).data as { id: string; name: string }[];
  const sara = contacts.find((contact) => contact.name === 'Galli Sara')!;
  const opened = await request.post('/api/md/chats', { headers, data: { title, type: 'SING', second_user_id: sara.id } });
  const chatid = (await opened.json()).data.id as string;
  expect((await request.post('/api/md/chatmessage', { headers, data: { chatid, text: 'Non letto' } })).status()).toBe(200);

  const b = await signedIn(browser, DEMO.segreteria);
  await b.goto('/chats');
  const row = b.getByTestId('chat-row').filter({ hasText: title });
  await expect(row.getByLabel('1 da leggere')).toBeVisible();
  expect((await request.post('/api/md/chats', { headers, data: { id: chatid, status: 1 } })).status()).toBe(200);
  await b.reload();
  await expect(row).toContainText('chiusa');
  await expect(row.getByLabel('1 da leggere')).toHaveCount(0);
  await b.context().close();
  expect(pageErrors).toEqual([]);
});

test('markup in chat titles and messages shows literally and never runs', async ({ browser, request }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const title = `<img src=x onerror="window.__xss='titolo'">${suffix}`;
  const text = `<script>window.__xss='script'</script><b onmouseover="window.__xss='b'">grassetto</b>`;
  const headers = await apiHeaders(request, DEMO.ente);
  const contacts = (await (await request.get('/api/md/chats/contacts', { headers })).json()).data as { id: string; name: string }[];
  const other = contacts.find((contact) => contact.name === 'Marini Franco')!;
  const opened = await request.post('/api/md/chats', { headers, data: { title, type: 'SING', second_user_id: other.id } });
  expect(opened.status()).toBe(200);
  const chatid = (await opened.json()).data.id;
  expect((await request.post('/api/md/chatmessage', { headers, data: { chatid, text } })).status()).toBe(200);

  const page = await signedIn(browser, DEMO.amministrazione);
  await page.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(page.getByTestId('notifications-menu')).toContainText(`1 nuovo messaggio nella chat «${title}»`);
  await page.getByTestId('notifications-menu').getByText(title, { exact: false }).click();
  await expect(page).toHaveURL(/\/chats\?chat=/);
  const dialog = page.getByTestId('chat-dialog');
  await expect(dialog.getByTestId('chat-message-text')).toHaveText(text);
  await expect(page.getByTestId('chat-dialog-title')).toHaveText(title);
  await dialog.getByTestId('chat-message').hover();
  await expect(page.getByTestId('chat-row').filter({ hasText: suffix })).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.context().close();
  expect(pageErrors).toEqual([]);
});
