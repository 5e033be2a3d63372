import type { ChatRow, ChatType } from '@tutela/contracts';
import { chatVisibilitySql } from './chat-visibility-sql';

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
