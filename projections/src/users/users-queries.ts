import type { AppCode, NamedOption, RoleName, Sql, TenantScope, UserCustomerSettings, UserDetail, UserListRow } from '@tutela/contracts';
import { sqlDirection, type ListStatement } from '../database/list-statement';
import { searchPattern, searchUsesIndex } from '../database/search-pattern';
import { USER_SORT_EXPRESSIONS } from './users-list-indexes';

// The users read model's queries, next to its schema and projector: the users' list and card, the roles held, and
// the lookups other contexts' readers call (the customer card's staff, the staff lookups). The entities' are in
// entities-queries.ts.

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

/** A row of the users read model, as the lists and the cards select it. */
export interface UserQueryRow {
  id: string;
  entity_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  active: boolean;
  roles: string[];
  staff_roles: string[];
  is_mir_enabled: boolean;
  customer_settings: UserCustomerSettings | null;
  password_expires_at: string | Date | null;
  must_change_password: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  /** Revision of the user's stream the row reflects (only the single-user read selects it). */
  revision?: number;
}

export interface UserGrantRow {
  grant_id: string;
  role: RoleName;
  customer_id: string | null;
  factory_id: string | null;
  app: AppCode | null;
}

export type UserWithGrantsRow = UserQueryRow & { grants: UserGrantRow[] | string };

/** The user's columns with their grants aggregated, for `FROM users u`. */
export const USER_WITH_GRANTS_COLUMNS = `u.id, u.entity_id, u.email, u.first_name, u.last_name, u.phone, u.active, u.roles, u.staff_roles,
  u.is_mir_enabled, u.customer_settings, u.password_expires_at, u.must_change_password, u.created_at, u.updated_at, u.revision,
  COALESCE((SELECT json_agg(json_build_object('grant_id', g.grant_id, 'role', g.role, 'customer_id', g.customer_id,
                                              'factory_id', g.factory_id, 'app', g.app) ORDER BY g.position, g.grant_id)
            FROM user_role_grants g WHERE g.user_id = u.id), '[]'::json) AS grants`;

/** Named (prepared once per connection): primary-key lookups, so the generic plan is the right one. */
const USER_WITH_GRANTS = { name: 'tutela_user_with_grants', text: `SELECT ${USER_WITH_GRANTS_COLUMNS} FROM users u WHERE u.id = $1` };

export function splitGrants(row: UserWithGrantsRow): { user: UserQueryRow; grants: UserGrantRow[] } {
  const { grants, ...user } = row;
  return { user: user as UserQueryRow, grants: typeof grants === 'string' ? (JSON.parse(grants) as UserGrantRow[]) : grants };
}

/**
 * The user and their grants in one round trip: what a card shows (two queries were a third of the cost of
 * a card read). null for an unknown user.
 */
export async function userWithGrants(db: Sql, userId: string): Promise<{ user: UserQueryRow; grants: UserGrantRow[] } | null> {
  const { rows } = await db.query<UserWithGrantsRow>(USER_WITH_GRANTS.text, [userId], { name: USER_WITH_GRANTS.name });
  return rows[0] ? splitGrants(rows[0]) : null;
}

/** Grants that count in `app`: those limited to another application do not. */
export function grantsForApp(grants: UserGrantRow[], app: AppCode): UserGrantRow[] {
  return grants.filter((grant) => grant.app === null || grant.app === app);
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toUserListRow(row: UserQueryRow): UserListRow {
  return {
    id: row.id,
    entity_id: row.entity_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    active: row.active,
    roles: row.roles,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    password_expires_at: row.password_expires_at === null ? null : iso(row.password_expires_at),
    must_change_password: row.must_change_password,
  };
}

/** The user card (list row, phone, staff roles, grants, settings and the revision the card sends back). */
export function toUserDetail({ user, grants }: { user: UserQueryRow; grants: UserGrantRow[] }): UserDetail {
  return {
    ...toUserListRow(user),
    phone: user.phone,
    staff_roles: user.staff_roles,
    role_grants: grants.map((g) => ({
      grant_id: g.grant_id,
      name: g.role,
      customer_id: g.customer_id,
      factory_id: g.factory_id,
      app: g.app,
    })),
    customer_settings: user.customer_settings,
    revision: user.revision ?? 0,
  };
}

export type UserSortKey = keyof typeof USER_SORT_EXPRESSIONS;

/** The filters of the users list, as the API's query string carries them. */
export interface UserListParams {
  sort: UserSortKey;
  order: 'asc' | 'desc';
  search?: string;
  /** '0' shows the deactivated users too. */
  hide_inactive: string;
}

/** Whitelisted ORDER BY expressions (those of the users' list indexes): the sort key never reaches SQL as text. */
const USER_ORDER_BY: Record<UserSortKey, readonly string[]> = USER_SORT_EXPRESSIONS;

/** The users list, inside the caller's entity (every entity's for a null one); rows map with toUserListRow. */
export function usersList(scope: Pick<TenantScope, 'entityId'>, params: UserListParams): ListStatement {
  const direction = sqlDirection(params.order);
  const where = [
    '($1::text IS NULL OR entity_id = $1)',
    '($2::boolean = false OR active)',
    `($3::text IS NULL OR search_text ILIKE $3)`,
  ].join(' AND ');
  const search = searchPattern(params.search);
  return {
    select: `id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled,
                 customer_settings, password_expires_at, must_change_password, created_at, updated_at`,
    from: 'users',
    where,
    params: [scope.entityId, params.hide_inactive !== '0', search],
    // `id` goes the column's way, so one index serves both directions.
    orderBy: [...USER_ORDER_BY[params.sort], 'id'].map((expression) => `${expression} ${direction}`).join(', '),
    searching: search !== null && searchUsesIndex(params.search),
  };
}

/** The roles some active user of the entity holds. */
export async function rolesHeldInEntity(db: Sql, entityId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ role: string }>(
    'SELECT DISTINCT g.role FROM user_role_grants g JOIN users u ON u.id = g.user_id WHERE u.entity_id = $1 AND u.active',
    [entityId],
  );
  return new Set(rows.map((row) => row.role));
}

/** When the user's password expires (null: never, or an unknown user). */
export async function passwordExpiresAt(db: Sql, userId: string): Promise<string | Date | null> {
  const { rows } = await db.query<{ password_expires_at: string | Date | null }>(
    'SELECT password_expires_at FROM user_credentials WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.password_expires_at ?? null;
}

/** The dashboard's counts of an entity's users: active, deactivated, active with an expired password (at `now`). */
export const ENTITY_USERS_COUNT_SQL = {
  active: 'SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND active',
  inactive: 'SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND NOT active',
  passwordExpired: 'SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND active AND password_expires_at < $2',
} as const;

export async function entityUsersCount(db: Sql, entityId: string, which: 'active' | 'inactive'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(ENTITY_USERS_COUNT_SQL[which], [entityId]);
  return rows[0]?.n ?? 0;
}

export async function entityUsersWithExpiredPassword(db: Sql, entityId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(ENTITY_USERS_COUNT_SQL.passwordExpired, [entityId, now]);
  return rows[0]?.n ?? 0;
}
