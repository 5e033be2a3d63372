import type { EntityDetail, EntityListRow } from '@tutela/contracts';

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
