import type { Sql } from '@tutela/contracts';
import type { ListPagingCache } from '../list-paging-cache';
import type { PageSql } from '../query-page';

/**
 * A table of rows to page through, the shape the paging tests share: a text sort value that repeats (ties the id
 * orders) and is blank in one row of four, and one row in five hidden by the list's condition. Its sort index is the
 * one a list keeps for its order.
 */
export async function createSortedRows(db: Sql, table: string): Promise<void> {
  await db.query(`CREATE TABLE ${table} (id text PRIMARY KEY, sort_value text, hidden boolean NOT NULL)`);
  await db.query(`CREATE INDEX ${table}_sort ON ${table} (sort_value ASC NULLS LAST, id ASC)`);
}

/** `rows` rows, ids zero-padded to `idDigits`, values 'v0'…'v{distinct - 1}'. */
export async function fillSortedRows(db: Sql, table: string, rows: number, distinct: number, idDigits: number): Promise<void> {
  await db.query(
    `INSERT INTO ${table} SELECT lpad(n::text, ${idDigits}, '0'), CASE WHEN n % 4 = 0 THEN NULL ELSE 'v' || (n % ${distinct}) END, n % 5 = 0
       FROM generate_series(1, ${rows}) AS n`,
  );
}

/** The list of the table's shown rows in either direction of its sort index, keyed by id. */
export function sortedRowsList(table: string, order: 'asc' | 'desc', paging?: ListPagingCache, reads?: PageSql['reads']): PageSql {
  return {
    select: 'id, sort_value',
    from: table,
    where: 'NOT hidden',
    params: [],
    orderBy: order === 'desc' ? 'sort_value DESC NULLS FIRST, id DESC' : 'sort_value ASC NULLS LAST, id ASC',
    key: 'id',
    paging,
    ...(reads ? { reads } : {}),
  };
}
