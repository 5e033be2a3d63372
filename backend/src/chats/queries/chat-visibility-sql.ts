import { chatTypesAdministeredBy, type ChatViewer, type Sql } from '@tutela/contracts';

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
