import type { EntityDetail, EntityListRow, Sql, TenantScope } from '@tutela/contracts';
import { sqlDirection, type ListStatement } from '../database/list-statement';
import { searchPattern } from '../database/search-pattern';

// The entities' queries (the users read model keeps the entities): the list of "Enti" and the entity card, which
// the backend's query handlers call. An entity outside the caller's scope is checked by the handler before reading.

/** A row of the entities read model with its active users counted (both entity queries select this). */
export interface EntityQueryRow {
  id: string;
  name: string;
  address_info: string | null;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
  users_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  revision: number | string | null;
}

/** Columns of EntityQueryRow, for `FROM entities e`. */
export const ENTITY_QUERY_COLUMNS = `e.id, e.name, e.address_info, e.active_md, e.active_fr, e.active_sr, e.generic,
  e.created_at, e.updated_at, e.revision,
  (SELECT count(*)::int FROM users u WHERE u.entity_id = e.id AND u.active) AS users_count`;

const iso = (value: string | Date) => new Date(value).toISOString();

export function toEntityListRow(row: EntityQueryRow): EntityListRow {
  return {
    id: row.id,
    name: row.name,
    address_info: row.address_info,
    active_md: row.active_md,
    active_fr: row.active_fr,
    active_sr: row.active_sr,
    generic: row.generic,
    users_count: Number(row.users_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toEntityDetail(row: EntityQueryRow): EntityDetail {
  return { ...toEntityListRow(row), revision: row.revision === null ? null : Number(row.revision) };
}

export const ENTITY_SORT_KEYS = ['name', 'address_info', 'users_count', 'created_at'] as const;
export type EntitySortKey = (typeof ENTITY_SORT_KEYS)[number];

/**
 * Whitelisted ORDER BY expressions: the sort key never reaches SQL as text. They are those of the entities'
 * list indexes (`e.name` is the indexed `name`); users_count is computed per row and sorts in memory.
 */
const ORDER_BY: Record<EntitySortKey, string> = {
  name: 'lower(e.name)',
  // Entities without an address sort last going up, first going down, as NULLs do by default.
  address_info: 'lower(e.address_info)',
  users_count: 'users_count',
  created_at: 'e.created_at',
};

/** The filters of "Enti", as the API's query string carries them. */
export interface EntityListParams {
  sort: EntitySortKey;
  order: 'asc' | 'desc';
  search?: string;
}

/** "Enti": every entity for a null scope entity (the system administrator), else only that one; rows map with toEntityListRow. */
export function entitiesList(scope: Pick<TenantScope, 'entityId'>, params: EntityListParams): ListStatement {
  return {
    select: ENTITY_QUERY_COLUMNS,
    from: 'entities e',
    where: `($1::text IS NULL OR e.id = $1) AND ($2::text IS NULL OR e.search_text ILIKE $2)`,
    params: [scope.entityId, searchPattern(params.search)],
    // `e.id` goes the column's way, so one index serves both directions.
    orderBy: `${ORDER_BY[params.sort]} ${sqlDirection(params.order)}, e.id ${sqlDirection(params.order)}`,
  };
}

/** The entity card, with the stream revision the card sends back when saving; null when unknown. */
export async function getEntity(db: Sql, entityId: string): Promise<EntityDetail | null> {
  const { rows } = await db.query<EntityQueryRow>(`SELECT ${ENTITY_QUERY_COLUMNS} FROM entities e WHERE e.id = $1`, [entityId]);
  return rows[0] ? toEntityDetail(rows[0]) : null;
}

/** An entity as the logged-in user's data shows it. */
export interface EntityDataRow {
  id: string;
  name: string;
  address_info: string | null;
  additional_data: Record<string, unknown> | null;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
}

/** The entity's own fields (no count); null when unknown. */
export async function entityById(db: Sql, entityId: string): Promise<EntityDataRow | null> {
  const { rows } = await db.query<EntityDataRow>(
    `SELECT id, name, address_info, additional_data, active_md, active_fr, active_sr, generic
       FROM entities WHERE id = $1`,
    [entityId],
  );
  return rows[0] ?? null;
}
