import { accentFoldSql } from '../database/accent-fold';
import { trigramIndexSql } from '../database/trigram-index';

/**
 * What the "Utenti" and "Enti" lists sort and search on, and the indexes that serve them. A list's ORDER BY
 * ends in `id` going the same way as the column, so one btree per sortable column serves both directions
 * (a backward scan) and a page is read off the index in order. The expressions here are the lists' own
 * expressions: an index serves a query only when they match exactly.
 */
export const USER_SORT_EXPRESSIONS = {
  name: ['lower(last_name)', 'lower(first_name)'],
  email: ['email'],
  created_at: ['created_at'],
  active: ['active'],
} as const;

/** The quick search of "Utenti": name surname, surname name and e-mail, accents folded. */
export const USER_SEARCH_EXPRESSIONS = [
  accentFoldSql("first_name || ' ' || last_name"),
  accentFoldSql("last_name || ' ' || first_name"),
  accentFoldSql('email'),
] as const;

export const ENTITY_SORT_EXPRESSIONS = {
  name: ['lower(name)'],
  address_info: ['lower(address_info)'],
  created_at: ['created_at'],
} as const;

export const ENTITY_SEARCH_EXPRESSIONS = [accentFoldSql('name'), accentFoldSql('address_info')] as const;

export const USERS_LIST_INDEX_MIGRATIONS: readonly string[] = [
  ...Object.entries(USER_SORT_EXPRESSIONS).map(
    ([key, columns]) => `CREATE INDEX IF NOT EXISTS users_sort_${key}_idx ON users (${[...columns, 'id'].join(', ')})`,
  ),
  trigramIndexSql('users_search_trgm_idx', 'users', USER_SEARCH_EXPRESSIONS),
  ...Object.entries(ENTITY_SORT_EXPRESSIONS).map(
    ([key, columns]) => `CREATE INDEX IF NOT EXISTS entities_sort_${key}_idx ON entities (${[...columns, 'id'].join(', ')})`,
  ),
  trigramIndexSql('entities_search_trgm_idx', 'entities', ENTITY_SEARCH_EXPRESSIONS),
  // The users_count column of "Enti" counts each entity's active users: an index-only count.
  `CREATE INDEX IF NOT EXISTS users_active_entity_idx ON users (entity_id) WHERE active`,
];
