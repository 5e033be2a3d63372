import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { chatsProjector } from './chats.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const CHAT = '66666666-6666-4666-8666-666666666666';
const ANNA = { userId: 'u-anna', name: 'Anna Neri' };
const BRUNO = { userId: 'u-bruno', name: 'Bruno Sala' };

let position = 0;
const metadata = (actor: typeof ANNA): EventMetadata => ({
  actorId: actor.userId,
  actorName: actor.name,
  actorRole: 'doctor',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: new Date(Date.UTC(2026, 0, 10, 9, position)).toISOString(),
});
let revision = 0;
const event = (type: string, data: unknown, actor = ANNA): RecordedEvent => ({
  id: `ev-${++position}`,
  stream: `chat-${CHAT}`,
  revision: revision++,
  position,
  type,
  schemaVersion: 1,
  data,
  metadata: metadata(actor),
});

function history(): RecordedEvent[] {
  position = 0;
  revision = 0;
  return [
    event('ChatOpened', {
      chatId: CHAT,
      entityId: ENTITY,
      customerId: null,
      title: 'Turni',
      type: 'SING',
      createdBy: ANNA,
      participants: [ANNA, BRUNO],
    }),
    event('ChatMessagePosted', { chatId: CHAT, messageId: 'm1', text: 'Ciao <b>Bruno</b>', author: ANNA }),
    event('ChatMessagePosted', { chatId: CHAT, messageId: 'm2', text: 'Domani?', author: ANNA }),
    event('ChatRead', { chatId: CHAT, userId: BRUNO.userId, messageCount: 2 }, BRUNO),
    event('ChatMessagePosted', { chatId: CHAT, messageId: 'm3', text: 'Sì', author: BRUNO }, BRUNO),
    // An administrator who is not a member reads it: a reader row, not a member.
    event('ChatRead', { chatId: CHAT, userId: 'u-admin', messageCount: 3 }),
    event('ChatClosed', { chatId: CHAT }),
  ];
}

describe.each(testDatabases())('chats projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of chatsProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  const unread = async () =>
    (
      await db.query<{ user_id: string; member: boolean; unread: number }>(
        'SELECT p.user_id, p.member, (c.message_count - p.read_count)::int AS unread FROM chat_participants p JOIN chats c ON c.id = p.chat_id ORDER BY p.user_id',
      )
    ).rows;

  it('keeps the chat, the messages in order and each user’s unread count', async () => {
    const events = history();
    await db.transaction((tx) => chatsProjector.applyBatch!(events.slice(0, 3), tx));
    expect(await unread()).toEqual([
      { user_id: 'u-anna', member: true, unread: 0 },
      { user_id: 'u-bruno', member: true, unread: 2 },
    ]);
    await db.transaction((tx) => chatsProjector.applyBatch!(events.slice(3), tx));
    expect(await unread()).toEqual([
      { user_id: 'u-admin', member: false, unread: 0 },
      { user_id: 'u-anna', member: true, unread: 1 },
      { user_id: 'u-bruno', member: true, unread: 0 },
    ]);
    const { rows: chats } = await db.query<{ status: number; message_count: number; participant_ids: string[]; revision: number }>(
      'SELECT * FROM chats',
    );
    expect(chats).toMatchObject([{ status: 1, message_count: 3, participant_ids: ['u-anna', 'u-bruno'], revision: 6 }]);
    const { rows: messages } = await db.query<{ seq: number; text: string; author_name: string }>(
      'SELECT seq, text, author_name FROM chat_messages ORDER BY seq',
    );
    expect(messages).toEqual([
      { seq: 1, text: 'Ciao <b>Bruno</b>', author_name: 'Anna Neri' },
      { seq: 2, text: 'Domani?', author_name: 'Anna Neri' },
      { seq: 3, text: 'Sì', author_name: 'Bruno Sala' },
    ]);
  });

  it('changes nothing when the events are applied again (rebuild equals live)', async () => {
    const events = history();
    await db.transaction((tx) => chatsProjector.applyBatch!(events, tx));
    const snapshot = async () => [
      (await db.query('SELECT * FROM chats')).rows,
      (await db.query('SELECT * FROM chat_participants ORDER BY user_id')).rows,
      (await db.query('SELECT * FROM chat_messages ORDER BY seq')).rows,
    ];
    const before = await snapshot();
    await db.transaction((tx) => chatsProjector.applyBatch!(events, tx));
    for (const single of events) await db.transaction((tx) => chatsProjector.apply(single, tx));
    expect(await snapshot()).toEqual(before);
  });
});
