import type { INestApplication } from '@nestjs/common';
import { CHAT_MESSAGES, type ChatDetail, type EventStore } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { EVENT_STORE } from '../shared/tokens';
import { MEDICO, SEGRETERIA, chatsApiHarness } from './testing/chats-api-harness';

/**
 * Messages never conflict with one another: a message that loses the race for the stream is decided again on the
 * chat as it now is and appended. The only thing that can refuse it is the chat being closed meanwhile.
 */
describe.each(apiTestTargets())('concurrent chat commands on $label', (target) => {
  const chats = chatsApiHarness(target);
  const { get, post, openSing } = chats;
  let app: INestApplication;

  beforeAll(async () => {
    app = await chats.start();
  }, 120_000);
  afterAll(async () => {
    await chats.close();
  });

  it('stores ten different messages sent at once, none refused', async () => {
    const chatId = await openSing('Tutti insieme');
    const texts = Array.from({ length: 10 }, (_, i) => `Messaggio ${i + 1}`);
    const answers = await Promise.all(
      texts.map((text, i) => post(i % 2 ? SEGRETERIA : MEDICO, '/api/md/chatmessage', { chatid: chatId, text })),
    );
    expect(answers.map((res) => res.status)).toEqual(texts.map(() => 200));
    const detail = (await get(MEDICO, `/api/md/chats/${chatId}`)).body.data as ChatDetail;
    expect(detail.messages.map((m) => m.message).sort()).toEqual([...texts].sort());
  }, 60_000);

  it('refuses with 422 a message that loses the race to a close, and stores none after the close', async () => {
    const chatId = await openSing('Chiusura contesa');
    const sent = Array.from({ length: 8 }, (_, i) =>
      post(SEGRETERIA, '/api/md/chatmessage', { chatid: chatId, text: `Prima della chiusura ${i}` }),
    );
    const close = post(MEDICO, '/api/md/chats', { id: chatId, status: 1 });
    const answers = await Promise.all(sent);
    expect((await close).status).toBe(200);

    for (const res of answers) {
      if (res.status !== 200) {
        expect(res.status).toBe(422);
        expect(res.body.errors.chatid).toEqual([CHAT_MESSAGES.CHAT_CLOSED]);
      }
    }
    const events = await app.get<EventStore>(EVENT_STORE).readStream(`chat-${chatId}`);
    const types = events.map((event) => event.type);
    // The close is the last word: every accepted message is before it, every refused one nowhere.
    expect(types.indexOf('ChatClosed')).toBe(types.length - 1);
    expect(types.filter((type) => type === 'ChatMessagePosted')).toHaveLength(answers.filter((res) => res.status === 200).length);
    const after = await post(SEGRETERIA, '/api/md/chatmessage', { chatid: chatId, text: 'Troppo tardi' });
    expect(after.status).toBe(422);
  }, 60_000);
});
