import { COUNT_AHEAD, type QueryOptions } from '@tutela/contracts';
import { planOnce } from './plan-once';
import type { PageRequest, PageSql } from './query-page';
import { sortTerms } from './sort-terms';
import { sqlCount } from './sql-conditions';

/*
 * The texts of a list's page statement read from the top (OFFSET) and of its capped count. query-page.ts decides
 * which statement a request runs (from the top, from a page start, from a cursor) and runs it.
 */

/** Where a page statement's LIMIT, OFFSET and count cap go: parameters, or whole numbers written into the text. */
interface Slots {
  limit: string;
  offset: string;
  cap: string;
}

/**
 * The SQL of one page and of its capped count; exported so the benchmark can EXPLAIN exactly what runs. The page
 * statement carries the count too, as a `page_total` column computed once (an InitPlan): one round trip and one
 * statement per list instead of two, and a search counts the matches it has already found instead of running its
 * trigram search a second time. `count` alone serves a page past the end, which has no row to carry it.
 *
 * The first page of a list whose PageSql says `firstPagePlannedOnce` has its LIMIT and OFFSET written into the text
 * and is named (plan-once): one text for every value of the list's parameters, which the server plans once.
 */
export function pageStatements(
  sql: PageSql,
  page: PageRequest,
  withCount = true,
  extra = '',
): {
  page: { text: string; params: unknown[]; options?: QueryOptions };
  count: { text: string; params: unknown[] };
} {
  const next = sql.params.length + 1;
  const offset = (page.page - 1) * page.per_page;
  // Counts at most COUNT_AHEAD rows past the page's first one: the LIMIT lets the scan stop there.
  const cap = offset + COUNT_AHEAD + 1;
  const written = Boolean(sql.planOnce && sql.firstPagePlannedOnce && offset === 0);
  const slots: Slots = written
    ? { limit: sqlCount(page.per_page), offset: '0', cap: `$${next}` }
    : { limit: `$${next}`, offset: `$${next + 1}`, cap: `$${next + 2}` };
  const pageText = sql.key ? keyedPageText(sql, sql.key, slots, withCount, extra) : plainPageText(sql, slots, withCount);
  const pageParams = written ? [] : [page.per_page, offset];
  return {
    page: {
      text: pageText,
      params: [...sql.params, ...pageParams, ...(withCount ? [cap] : [])],
      ...(written ? { options: planOnce(pageText) } : {}),
    },
    count: { text: countText(sql), params: [...sql.params, cap] },
  };
}

export function countText(sql: PageSql): string {
  return `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${sql.from} WHERE ${sql.where} LIMIT $${sql.params.length + 1}) AS window_rows`;
}

/** The capped count over the list's rows, or over a search's materialised matches. */
function windowCte(sql: PageSql, slots: Slots): string {
  const source = sql.searching ? 'hits' : `${sql.from} WHERE ${sql.where}`;
  return `window_rows AS (SELECT count(*)::int AS total FROM (SELECT 1 FROM ${source} LIMIT ${slots.cap}) AS counted)`;
}

/** The count's column and CTE, or nothing when the count is already known. */
function counting(sql: PageSql, slots: Slots, withCount: boolean) {
  return {
    column: withCount ? ', (SELECT total FROM window_rows) AS page_total' : '',
    cte: withCount ? `, ${windowCte(sql, slots)}` : '',
  };
}

/** "WITH a, b" from CTE parts that start with ", " (or nothing at all). */
const withClause = (ctes: string): string => (ctes ? `WITH ${ctes.slice(2)}` : '');

function plainPageText(sql: PageSql, slots: Slots, withCount: boolean): string {
  const count = counting(sql, slots, withCount);
  // MATERIALIZED keeps the search's matches apart from the ORDER BY: they are found through the trigram index
  // and sorted, never discovered one by one along the sort index.
  return sql.searching
    ? `WITH hits AS MATERIALIZED (SELECT ${sql.select}, ${sortColumns(sql.orderBy)} FROM ${sql.from} WHERE ${sql.where})${count.cte}
       SELECT *${count.column} FROM hits ORDER BY ${sortAliases(sql.orderBy)} LIMIT ${slots.limit} OFFSET ${slots.offset}`
    : `${withClause(count.cte)}
       SELECT ${sql.select}${count.column} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${slots.limit} OFFSET ${slots.offset}`;
}

/** The page's keys first (inner query), then its rows; the outer ORDER BY puts the few rows back in order. */
function keyedPageText(sql: PageSql, key: string, slots: Slots, withCount: boolean, extra = ''): string {
  const count = counting(sql, slots, withCount);
  if (sql.searching) {
    return `WITH hits AS MATERIALIZED (SELECT ${key} AS page_key, ${sortColumns(sql.orderBy)} FROM ${sql.from} WHERE ${sql.where})${count.cte},
       page_keys AS (SELECT * FROM hits ORDER BY ${sortAliases(sql.orderBy)} LIMIT ${slots.limit} OFFSET ${slots.offset})
       SELECT ${sql.select}${count.column} FROM ${sql.from} JOIN page_keys ON ${key} = page_keys.page_key ORDER BY ${sortAliases(sql.orderBy, 'page_keys.')}`;
  }
  return `${withClause(count.cte)}
     SELECT ${sql.select}${count.column}${extra} FROM ${sql.from}
     WHERE ${key} IN (SELECT ${key} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${slots.limit} OFFSET ${slots.offset})
     ORDER BY ${sql.orderBy}`;
}

/** "lower(e.name) DESC, e.id DESC" → "lower(e.name) AS sort_0, e.id AS sort_1": the sort keys as columns of the matches. */
function sortColumns(orderBy: string): string {
  return sortTerms(orderBy)
    .map((term, index) => `${term.expression} AS sort_${index}`)
    .join(', ');
}

/** The same list sorting on those columns: "sort_0 DESC, sort_1 DESC". */
function sortAliases(orderBy: string, qualifier = ''): string {
  return sortTerms(orderBy)
    .map((term, index) => `${qualifier}sort_${index}${term.modifiers}`)
    .join(', ');
}
