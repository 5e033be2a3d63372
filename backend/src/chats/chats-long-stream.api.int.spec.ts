import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { ChatDetail, ChatReadData, EventStore, Database } from '@tutela/contracts';
import { LONG_STREAM_LIMITS, LongStreamCachingEventStore } from '../event-store/long-stream-cache';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { MEDICO, SEGRETERIA, chatsApiHarness } from './testing/chats-api-harness';

/**
 * A chat long enough for the store to keep its events in memory: every command still decides on the whole
 * stream, the events another process appended meanwhile included, and a retried message is posted once.
 */
describe.each(apiTestTargets())('a long chat on $label', (target) => {
  const chats = chatsApiHarness(target);
  const { get, post, openSing } = chats;
  let app: INestApplication;

  beforeAll(async () => {
    app = await chats.start();
  }, 120_000);
  afterAll(async () => {
    await chats.close();
  });

  it('decides on everything written, by this process or another, once the stream is kept', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    expect(store).toBeInstanceOf(LongStreamCachingEventStore);
    const chatId = await openSing('Referti del reparto');
    const stream = `chat-${chatId}`;
    for (let n = 1; n < LONG_STREAM_LIMITS.minEvents; n++) {
      expect((await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: `Referto ${n}` })).status).toBe(200);
    }
    const kept = (store as LongStreamCachingEventStore).keptSize();
    expect((await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: 'Ultimo referto' })).status).toBe(200);
    expect((store as LongStreamCachingEventStore).keptSize().streams).toBe(kept.streams + 1);

    // Another API process posts a message of the doctor's: its event reaches the store, not this process's memory.
    const other = await PostgresEventStore.create(app.get<Database>(DATABASE));
    const stored = await other.readStream(stream);
    const author = { userId: (await get(MEDICO, '/api/md/getuserdata')).body.data.id, name: 'Marco Bianchi' };
    await other.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'ChatMessagePosted',
          data: { chatId, messageId: randomUUID(), text: "Dall'altro processo", author },
          metadata: { ...stored[stored.length - 1].metadata, actorId: author.userId, actorName: author.name, commandId: randomUUID() },
        },
      ],
      { expectedRevision: stored[stored.length - 1].revision },
    );

    // The secretary reads the chat here: the count she has read includes the other process's message.
    expect((await post(SEGRETERIA, '/api/md/chatsrnf', { chatid: chatId })).status).toBe(200);
    const afterRead = await other.readStream(stream);
    const read = afterRead[afterRead.length - 1];
    expect(read.type).toBe('ChatRead');
    expect((read.data as ChatReadData).messageCount).toBe(LONG_STREAM_LIMITS.minEvents + 1);

    // A message retried with its Idempotency-Key is posted once, and the next one follows it.
    const key = randomUUID();
    const first = await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: 'Una volta sola' }, key);
    const again = await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: 'Una volta sola' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await post(MEDICO, '/api/md/chatmessage', { chatid: chatId, text: 'Dopo' })).status).toBe(200);

    const everything = await other.readStream(stream);
    expect(everything.map((e) => e.revision)).toEqual(everything.map((_, i) => i));
    expect(await store.readStream(stream)).toEqual(everything);
    const detail = (await get(MEDICO, `/api/md/chats/${chatId}`)).body.data as ChatDetail;
    expect(detail.messages.map((m) => m.message).slice(-4)).toEqual(['Ultimo referto', "Dall'altro processo", 'Una volta sola', 'Dopo']);
    expect(detail.messages.filter((m) => m.message === 'Una volta sola')).toHaveLength(1);
  }, 120_000);
});
