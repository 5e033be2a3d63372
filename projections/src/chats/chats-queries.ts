import { chatTypesAdministeredBy, type ChatParticipant, type ChatRow, type ChatType, type ChatViewer, type Sql } from '@tutela/contracts';
import type { ListStatement } from '../database/list-statement';

// The chats read model's queries, next to its schema and projector: the backend's query handlers call these and
// hold no SQL. Each answers only the chats the viewer may see (chatVisibilitySql); another chat reads as unknown.

/**
 * contracts' canSeeChat and administersChat in SQL over `chats c`, parameters from $`first`: the entity, the
 * viewer, their customers, the chat types their roles administer. The two must say the same (the API tests
 * drive both through the endpoints).
 */
export function chatVisibilitySql(viewer: ChatViewer, first: number): { visible: string; administers: string; params: unknown[] } {
  const [entity, user, customers, types] = [first, first + 1, first + 2, first + 3].map((n) => `$${n}`);
  const administers = `(c.type = ANY(${types}::text[]) OR (c.type IN ('SING', 'CORD') AND c.created_by = ${user}))`;
  return {
    visible: `(${entity}::text IS NULL OR c.entity_id = ${entity}) AND (${user} = ANY(c.participant_ids) OR (c.type = 'CORD' AND c.customer_id = ANY(${customers}::text[])) OR ${administers})`,
    administers,
    params: [viewer.entityId, viewer.userId, [...viewer.customerIds], chatTypesAdministeredBy(viewer.roles)],
  };
}

/** Unread messages of the caller's open chats: the header badge (getuserdata's chat_notification_count). */
export async function unreadChatCount(db: Sql, viewer: ChatViewer): Promise<number> {
  const scoped = chatVisibilitySql(viewer, 1);
  const { rows } = await db.query<{ unread: number | string | null }>(
    `SELECT COALESCE(SUM(c.message_count - COALESCE(p.read_count, 0)), 0)::int AS unread
       FROM chats c LEFT JOIN chat_participants p ON p.chat_id = c.id AND p.user_id = $2
      WHERE c.status = 0 AND ${scoped.visible}`,
    scoped.params,
  );
  return Number(rows[0]?.unread ?? 0);
}

export interface ChatQueryRow {
  id: string;
  title: string;
  type: ChatType;
  status: number;
  notify: number;
  adm: boolean;
  customer_id: string | null;
  created_at: Date | string;
  last_message_at: Date | string | null;
}

/**
 * The columns of a chat row for the viewer whose user id is `$userParam` (scoped with chatVisibilitySql). A closed
 * chat has nothing left to read: like the header badge (unreadChatCount), it counts 0 unread.
 */
export function chatColumns(scoped: ReturnType<typeof chatVisibilitySql>): string {
  return `c.id, c.title, c.type, c.status,
    (CASE WHEN c.status = 0 THEN c.message_count - COALESCE(p.read_count, 0) ELSE 0 END)::int AS notify, ${scoped.administers} AS adm,
    c.customer_id, c.created_at, c.last_message_at`;
}

export const CHAT_SOURCE = (userParam: number) => `chats c LEFT JOIN chat_participants p ON p.chat_id = c.id AND p.user_id = $${userParam}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toChatRow(row: ChatQueryRow): ChatRow {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status === 1 ? 1 : 0,
    notify: Number(row.notify),
    ADM: row.adm ? 1 : 0,
    customer_id: row.customer_id,
    created_at: iso(row.created_at)!,
    last_message_at: iso(row.last_message_at),
  };
}

/** The Chats page: the viewer's chats, open ones first, the latest activity first; rows map with toChatRow. */
export function chatsList(viewer: ChatViewer): ListStatement {
  const scoped = chatVisibilitySql(viewer, 1);
  return {
    select: chatColumns(scoped),
    from: CHAT_SOURCE(2),
    where: scoped.visible,
    params: scoped.params,
    orderBy: 'c.status ASC, c.updated_at DESC, c.id DESC',
  };
}

/** One chat with its participants; null when unknown or not visible to the viewer. */
export async function chatWithParticipants(
  db: Sql,
  viewer: ChatViewer,
  chatId: string,
): Promise<(ChatQueryRow & { participants: ChatParticipant[] | string }) | null> {
  const scoped = chatVisibilitySql(viewer, 1);
  const { rows } = await db.query<ChatQueryRow & { participants: ChatParticipant[] | string }>(
    `SELECT ${chatColumns(scoped)}, c.participants FROM ${CHAT_SOURCE(2)} WHERE c.id = $5 AND ${scoped.visible}`,
    [...scoped.params, chatId],
  );
  return rows[0] ?? null;
}

export interface ChatMessageQueryRow {
  id: string;
  text: string;
  created_at: Date | string;
  author_id: string;
  author_name: string;
}

/** A chat's latest `limit` messages, oldest first; the caller checked the chat is visible. */
export async function latestChatMessages(db: Sql, chatId: string, limit: number): Promise<ChatMessageQueryRow[]> {
  const { rows } = await db.query<ChatMessageQueryRow>(
    `SELECT * FROM (SELECT id, text, created_at, author_id, author_name, seq FROM chat_messages WHERE chat_id = $1 ORDER BY seq DESC LIMIT $2) m ORDER BY seq`,
    [chatId, limit],
  );
  return rows;
}

export interface UnreadChatRow {
  id: string;
  title: string;
  unread: number;
  last_message_at: Date | string | null;
}

/** The viewer's open chats with unread messages (the Notifiche menu), the latest first, at most 50. */
export async function unreadChats(db: Sql, viewer: ChatViewer): Promise<UnreadChatRow[]> {
  const scoped = chatVisibilitySql(viewer, 1);
  const { rows } = await db.query<UnreadChatRow>(
    `SELECT c.id, c.title, (c.message_count - COALESCE(p.read_count, 0))::int AS unread, c.last_message_at
         FROM chats c LEFT JOIN chat_participants p ON p.chat_id = c.id AND p.user_id = $2
        WHERE c.status = 0 AND ${scoped.visible} AND c.message_count > COALESCE(p.read_count, 0)
        ORDER BY c.last_message_at DESC NULLS LAST, c.id LIMIT 50`,
    scoped.params,
  );
  return rows;
}
