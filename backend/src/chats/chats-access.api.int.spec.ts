import { CHAT_MESSAGES } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { AMMINISTRAZIONE, ESTRANEO, FOREIGN_USER, INFERMIERE, MEDICO, SEGRETERIA, chatsApiHarness } from './testing/chats-api-harness';

describe.each(apiTestTargets())('who sees and closes a chat on $label', (target) => {
  const chats = chatsApiHarness(target);
  const { get, post, rowOf, openSing } = chats;

  beforeAll(async () => {
    await chats.start();
    await chats.seedForeignUser();
  }, 120_000);
  afterAll(async () => {
    await chats.close();
  });

  it('answers 404 to whoever is not in the chat, in this entity or another', async () => {
    const chatId = await openSing();
    for (const email of [INFERMIERE, ESTRANEO]) {
      expect((await get(email, `/api/md/chats/${chatId}`)).status).toBe(404);
      expect(
        (
          await post(email, '/api/md/chatmessage', {
            chatid: chatId,
            text: 'ciao',
          })
        ).status,
      ).toBe(404);
      expect((await post(email, '/api/md/chatsrnf', { chatid: chatId })).status).toBe(404);
      expect((await post(email, '/api/md/chats', { id: chatId, status: 1 })).status).toBe(404);
      expect(await rowOf(email, chatId)).toBeUndefined();
    }
    // Nor can a chat be opened with a user of another entity: the same answer as an unknown user.
    const foreign = await post(MEDICO, '/api/md/chats', {
      title: 'Fuori',
      type: 'SING',
      second_user_id: FOREIGN_USER,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.second_user_id).toEqual([CHAT_MESSAGES.SECOND_USER_NOT_FOUND]);
    expect(
      (
        (await get(MEDICO, '/api/md/chats/contacts')).body.data as {
          id: string;
        }[]
      ).map((c) => c.id),
    ).not.toContain(FOREIGN_USER);
  });

  it('closes only from an ADM row (403 otherwise) and a closed chat refuses messages', async () => {
    const chatId = await openSing();
    expect((await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: 'Da leggere' })).status).toBe(200);
    expect(await rowOf(SEGRETERIA, chatId)).toMatchObject({ notify: 1 });
    const refused = await post(SEGRETERIA, '/api/md/chats', {
      id: chatId,
      status: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CHAT_MESSAGES.CHAT_CLOSE_FORBIDDEN);
    expect((await post(MEDICO, '/api/md/chats', { id: chatId, status: 1 })).status).toBe(200);
    // The header counts only open chats: a closed one has nothing left to read, in its row and in its detail.
    expect(await rowOf(SEGRETERIA, chatId)).toMatchObject({ status: 1, notify: 0 });
    expect((await get(SEGRETERIA, `/api/md/chats/${chatId}`)).body.data).toMatchObject({ status: 1, notify: 0 });
    const late = await post(SEGRETERIA, '/api/md/chatmessage', {
      chatid: chatId,
      text: 'Troppo tardi',
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(CHAT_MESSAGES.CHAT_CLOSED);
  });

  it('gives AMM chats to the administration, who may close them; the asker may not', async () => {
    const res = await post(MEDICO, '/api/md/chats', {
      title: 'Fattura',
      type: 'AMM',
    });
    const chatId = res.body.data.id;
    expect(await rowOf(AMMINISTRAZIONE, chatId)).toMatchObject({
      ADM: 1,
      type: 'AMM',
    });
    expect(await rowOf(MEDICO, chatId)).toMatchObject({ ADM: 0 });
    expect(await rowOf(SEGRETERIA, chatId)).toBeUndefined();
    expect((await post(MEDICO, '/api/md/chats', { id: chatId, status: 1 })).status).toBe(403);
    expect(
      (
        await post(AMMINISTRAZIONE, '/api/md/chats', {
          id: chatId,
          status: 1,
        })
      ).status,
    ).toBe(200);
  });
});
