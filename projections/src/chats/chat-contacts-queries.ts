import type { ChatContact, ChatViewer, Sql } from '@tutela/contracts';

/**
 * Who a viewer may open a SING chat with: the active users of their entity. A customer-side user reaches the
 * provider's staff and the users of their own companies, never another company's people. Parameters: $1 the
 * viewer's entity, $2 the viewer, $3 their customers (null for staff).
 */
export const CHAT_CONTACTS_WHERE = `u.active AND u.entity_id = $1 AND u.id <> $2
  AND ($3::text[] IS NULL
       OR NOT EXISTS (SELECT 1 FROM user_role_grants g WHERE g.user_id = u.id AND g.customer_id IS NOT NULL)
       OR EXISTS (SELECT 1 FROM user_role_grants g WHERE g.user_id = u.id AND g.customer_id = ANY($3::text[])))`;

export function chatContactsParams(viewer: ChatViewer, entityId: string): unknown[] {
  return [entityId, viewer.userId, viewer.customerIds.length ? viewer.customerIds : null];
}

/** The users a SING chat can be opened with (the creation form's choice), by name, at most `limit`. */
export async function chatContacts(db: Sql, viewer: ChatViewer, entityId: string, limit: number): Promise<ChatContact[]> {
  const { rows } = await db.query<ChatContact>(
    `SELECT u.id, u.last_name || ' ' || u.first_name AS name FROM users u WHERE ${CHAT_CONTACTS_WHERE}
        ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT $4`,
    [...chatContactsParams(viewer, entityId), limit],
  );
  return rows;
}
