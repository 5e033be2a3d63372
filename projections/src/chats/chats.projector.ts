import { streamId, type ChatEventMap, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';
import { CHATS_MIGRATIONS, CHATS_TABLES } from './chats-schema';

export const CHATS_PROJECTOR_NAME = 'chats';

const CHAT_EVENTS = ['ChatOpened', 'ChatMessagePosted', 'ChatRead', 'ChatClosed'] as const;

/** Marks a user's row as read up to `count` messages; a member row keeps its flag, a new one is a reader's. */
const UPSERT_READ = `INSERT INTO chat_participants (chat_id, user_id, member, read_count, last_position)
  VALUES ($1, $2, false, $3, $4)
  ON CONFLICT (chat_id, user_id) DO UPDATE SET read_count = GREATEST(chat_participants.read_count, EXCLUDED.read_count), last_position = EXCLUDED.last_position`;

/**
 * Event by event: a chat's events are few and each touches one chat. Every event but the opening applies only
 * past the chat row's last_position, so a replay changes nothing (rebuild equals live).
 */
async function apply(event: RecordedEvent, tx: Sql): Promise<void> {
  const id = streamId(event.stream);
  const at = event.metadata.occurredAt;
  if (event.type === 'ChatOpened') {
    const d = event.data as ChatEventMap['ChatOpened'];
    const { rowCount } = await tx.query(
      `INSERT INTO chats (id, entity_id, customer_id, title, type, status, created_by, participant_ids, participants, message_count, created_at, updated_at, last_message_at, revision, last_position)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7::text[], $8::jsonb, 0, $9, $9, NULL, $10, $11) ON CONFLICT (id) DO NOTHING`,
      [
        id,
        d.entityId,
        d.customerId,
        d.title,
        d.type,
        d.createdBy.userId,
        d.participants.map((p) => p.userId),
        JSON.stringify(d.participants),
        at,
        event.revision,
        event.position,
      ],
    );
    if (!rowCount) return;
    for (const participant of d.participants) {
      await tx.query(
        `INSERT INTO chat_participants (chat_id, user_id, member, read_count, last_position) VALUES ($1, $2, true, 0, $3)
         ON CONFLICT (chat_id, user_id) DO UPDATE SET member = true`,
        [id, participant.userId, event.position],
      );
    }
    return;
  }
  const { rows } = await tx.query<{ message_count: number; last_position: string | number }>(
    'SELECT message_count, last_position FROM chats WHERE id = $1',
    [id],
  );
  const chat = rows[0];
  if (!chat || event.position <= Number(chat.last_position)) return;
  switch (event.type) {
    case 'ChatMessagePosted': {
      const d = event.data as ChatEventMap['ChatMessagePosted'];
      const seq = chat.message_count + 1;
      await tx.query(
        `INSERT INTO chat_messages (id, chat_id, seq, author_id, author_name, text, created_at, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [d.messageId, id, seq, d.author.userId, d.author.name, d.text, at, event.position],
      );
      await tx.query(
        `UPDATE chats SET message_count = $2, last_message_at = $3, updated_at = $3, revision = $4, last_position = $5 WHERE id = $1`,
        [id, seq, at, event.revision, event.position],
      );
      // The author has read their own message and everything before it.
      await tx.query(UPSERT_READ, [id, d.author.userId, seq, event.position]);
      return;
    }
    case 'ChatRead': {
      const d = event.data as ChatEventMap['ChatRead'];
      await tx.query(UPSERT_READ, [id, d.userId, d.messageCount, event.position]);
      break;
    }
    case 'ChatClosed':
      await tx.query(`UPDATE chats SET status = 1 WHERE id = $1`, [id]);
      break;
    default:
      return;
  }
  await tx.query(`UPDATE chats SET updated_at = $2, revision = $3, last_position = $4 WHERE id = $1`, [
    id,
    at,
    event.revision,
    event.position,
  ]);
}

async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  for (const event of events) await apply(event, tx);
}

/** Chats, their participants' unread counts and their messages: the chats page, the dialog, the header badge. */
export const chatsProjector: Projector = {
  name: CHATS_PROJECTOR_NAME,
  migrations: CHATS_MIGRATIONS,
  tables: CHATS_TABLES,
  handles: CHAT_EVENTS,
  apply,
  applyBatch,
};
