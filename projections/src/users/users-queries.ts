import type { NamedOption, Sql } from '@tutela/contracts';

// The users read model's queries that other contexts' readers call (the customer card's staff, the staff lookups),
// next to its schema and projector.

/** The first and last names of the users, by id (unknown ids are left out). */
export async function userNamesByIds(db: Sql, ids: string[]): Promise<Map<string, { first_name: string; last_name: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, { first_name: row.first_name, last_name: row.last_name }]));
}

/** The active users of one entity with a role, as options, by last and first name. */
export async function entityUsersWithRole(db: Sql, entityId: string, role: string): Promise<NamedOption[]> {
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string }>(
    `SELECT id, first_name, last_name FROM users WHERE entity_id = $1 AND active AND $2 = ANY(roles) ORDER BY lower(last_name), lower(first_name), id`,
    [entityId, role],
  );
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }));
}
