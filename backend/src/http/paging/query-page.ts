import type { PagedResponse } from '@tutela/contracts';
import type { Sql } from '@tutela/projections';

/** The SQL of one read-model list: its `where` uses $1…$n of `params`. */
export interface PageSql {
  select: string;
  /** A table, with its alias when `select`/`where` use one. */
  from: string;
  where: string;
  params: readonly unknown[];
  /** The whole ORDER BY list, directions included, ending in a unique column so pages never overlap. */
  orderBy: string;
}

export interface PageRequest {
  page: number;
  per_page: number;
  sort: string;
  order: 'asc' | 'desc';
}

export const sqlDirection = (order: 'asc' | 'desc'): 'ASC' | 'DESC' => (order === 'desc' ? 'DESC' : 'ASC');

/**
 * One page of a list and the total across all pages (the generic list's "1–10 di 37"), asked together; the
 * answer's meta echoes the request.
 */
export async function queryPage<Row, Out>(db: Sql, sql: PageSql, page: PageRequest, toRow: (row: Row) => Out): Promise<PagedResponse<Out>> {
  const limit = sql.params.length + 1;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<Row>(
      `SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT $${limit} OFFSET $${limit + 1}`,
      [...sql.params, page.per_page, (page.page - 1) * page.per_page],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${sql.from} WHERE ${sql.where}`, [...sql.params]),
  ]);
  return {
    data: rows.map(toRow),
    meta: { total: counted[0]?.total ?? 0, page: page.page, per_page: page.per_page, sort: page.sort, order: page.order },
  };
}
