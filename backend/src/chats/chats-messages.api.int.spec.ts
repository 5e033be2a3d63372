import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { CHAT_MESSAGES, MESSAGES, type ChatDetail, type ChatRow } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { MEDICO, SEGRETERIA, chatsApiHarness } from './testing/chats-api-harness';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

describe.each(apiTestTargets())('chat conversations on $label', (target) => {
  const chats = chatsApiHarness(target);
  const { api, get, post, userId, badge, rowOf, openSing } = chats;
  let app: INestApplication;

  beforeAll(async () => {
    app = await chats.start();
  }, 120_000);
  afterAll(async () => {
    await chats.close();
  });

  it('opens a SING chat between two users; the other one sees it unread, reads it, answers', async () => {
    const chatId = await openSing();
    const before = await badge(SEGRETERIA);
    expect((await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: XSS })).status).toBe(200);
    expect(await badge(SEGRETERIA)).toBe(before + 1);
    expect(await rowOf(SEGRETERIA, chatId)).toMatchObject({
      title: 'Turni di luglio',
      type: 'SING',
      status: 0,
      notify: 1,
      ADM: 0,
    });
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ notify: 0, ADM: 1 });

    const detail = (await get(SEGRETERIA, `/api/fr/chats/${chatId}`)).body.data as ChatDetail;
    expect(detail.users.map((u) => u.name)).toEqual(['Marco Bianchi', 'Sara Galli']);
    // Stored and served exactly as typed: the client shows it as text.
    expect(detail.messages).toEqual([
      expect.objectContaining({
        message: XSS,
        user: expect.objectContaining({ name: 'Marco Bianchi' }),
      }),
    ]);

    expect((await post(SEGRETERIA, '/api/md/chatsrnf', { chatid: chatId })).status).toBe(200);
    expect(await badge(SEGRETERIA)).toBe(before);
    expect(
      (
        await post(SEGRETERIA, '/api/md/chatmessage', {
          chatid: chatId,
          text: 'Ricevuto',
        })
      ).status,
    ).toBe(200);
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ notify: 1 });
    const notifications = (await get(MEDICO, '/api/md/notifications')).body.data;
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        kind: 'chat',
        text: '1 nuovo messaggio nella chat «Turni di luglio»',
      }),
    );
  });

  it('validates in Italian and creates once per Idempotency-Key', async () => {
    const noTitle = await post(MEDICO, '/api/md/chats', {
      title: ' ',
      type: 'AMM',
    });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toEqual([MESSAGES.REQUIRED]);
    const noUser = await post(MEDICO, '/api/md/chats', {
      title: 'Senza',
      type: 'SING',
    });
    expect(noUser.body.errors.second_user_id).toEqual([CHAT_MESSAGES.SECOND_USER_REQUIRED]);
    const onlySing = await post(MEDICO, '/api/md/chats', {
      title: 'Amm',
      type: 'AMM',
      second_user_id: await userId(SEGRETERIA),
    });
    expect(onlySing.body.errors.second_user_id).toEqual([CHAT_MESSAGES.SECOND_USER_ONLY_SING]);
    const key = randomUUID();
    const first = await post(MEDICO, '/api/md/chats', { title: 'Una volta', type: 'SEG' }, key);
    const again = await post(MEDICO, '/api/md/chats', { title: 'Una volta', type: 'SEG' }, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = ((await get(MEDICO, '/api/md/chats?per_page=100')).body.data as ChatRow[]).filter((row) => row.title === 'Una volta');
    expect(rows).toHaveLength(1);
    expect(await rowOf(SEGRETERIA, first.body.data.id)).toMatchObject({
      ADM: 1,
    });
  });

  it('streams chat changes to the participants over a single-use ticket', async () => {
    const chatId = await openSing('In diretta');
    const ticket = (await post(SEGRETERIA, '/api/md/events/ticket', {})).body.data.ticket as string;
    expect((await api().get('/api/md/events/stream')).status).toBe(401);
    const server = app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      let buffer = '';
      const req = http.get(`http://127.0.0.1:${port}/api/md/events/stream?ticket=${ticket}`, (res) => {
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes('event: ready') && !buffer.includes('posted')) {
            buffer += 'posted';
            void post(MEDICO, '/api/md/chatmessage', {
              chatid: chatId,
              text: 'Sei in linea?',
            });
          }
          if (buffer.includes('event: chat') && buffer.includes(chatId)) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', (error) => (buffer.includes(chatId) ? undefined : reject(error)));
    });
    // A ticket opens one stream only.
    expect((await api().get(`/api/md/events/stream?ticket=${ticket}`)).status).toBe(401);
  });
});
