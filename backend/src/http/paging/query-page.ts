import { COUNT_AHEAD, type PagedResponse, type QueryOptions, type Sql } from '@tutela/contracts';
import type { ListStatement } from '@tutela/projections';
import type { ListPagingCache } from './list-paging-cache';
import { anchorableOrder, anchoredKeys, anchorOf, type AnchorableOrder, type Seek } from './anchored-page';
import { knownAnchor, knownCount, sharedStart } from './kept-paging';
import { planOnce } from './plan-once';
import { decodeCursor, encodeCursor, type PageCursor } from './page-cursor';
import { countText, pageStatements } from './page-statements';

/** One read-model list (projections' ListStatement) with the cache of what the pager learns of it. */
export interface PageSql extends ListStatement {
  /**
   * What the list learns while its read model is unchanged (the workers list): its capped counts, and where its
   * pages start, so the same or the next page seeks in the sort index instead of skipping (list-paging-cache).
   */
  paging?: ListPagingCache;
}

export interface PageRequest {
  page: number;
  per_page: number;
  sort: string;
  order: 'asc' | 'desc';
  /** A client's cursor (contracts' PageQuery): used where the list is keyed and sorted by one index. */
  after?: string;
  before?: string;
}

export { sqlDirection } from '@tutela/projections';

type PageRow<Row> = Row & { page_total?: number; page_sort_0?: unknown; page_sort_1?: unknown };

/** An anchored page's rows, or null when they may be incomplete (then OFFSET answers). */
async function anchoredRows<Row>(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  anchor: { offset: number; values: readonly [unknown, unknown] },
  offset: number,
  size: number,
  extra: string,
): Promise<PageRow<Row>[] | null> {
  const statement = anchoredStatement(sql, order, anchor.values, offset - anchor.offset, size, extra);
  const { rows } = await db.query<PageRow<Row>>(statement.text, statement.params, statement.options);
  return rows.length < size && statement.rangeMayStopShort ? null : rows;
}

/**
 * The page after or before a client's cursor, or null when a seek cannot tell it (then OFFSET answers): a short
 * answer where blanks may follow, or a short page before the cursor (rows removed before it since: the first
 * page, whole, is what the client expects there). With `count`, also the rows from the page's own first row on, up
 * to the capped count's window (windowCount): for `after` counted by the same statement (they are the rows after the
 * cursor), for `before` by a second one. `counted` is null when not asked, or when the caller must count from the top.
 */
async function cursorRows<Row>(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  cursor: PageCursor,
  size: number,
  extra: string,
  count: boolean,
): Promise<{ rows: PageRow<Row>[]; counted: number | null } | null> {
  const countInPage = count && cursor.seek === 'after';
  const statement = anchoredStatement(sql, order, cursor.values, 0, size, extra, cursor.seek, countInPage ? 'after' : null);
  const { rows } = await db.query<PageRow<Row>>(statement.text, statement.params, statement.options);
  const short = rows.length < size;
  if (short && (statement.rangeMayStopShort || cursor.seek === 'before')) return null;
  if (!count) return { rows, counted: null };
  if (statement.count) {
    return { rows, counted: windowCount(rows.length > 0 ? Number(rows[0].page_total) : 0, statement.count.rangeMayStopShort) };
  }
  return { rows, counted: await countFromPage(db, sql, order, rows[0]) };
}

/** A count of one index range up to the window, or null when the range may end before the list does (blanks follow). */
const windowCount = (total: number, rangeMayStopShort: boolean): number | null =>
  total < COUNT_AHEAD + 1 && rangeMayStopShort ? null : total;

/**
 * The capped count of the rows from `anchor` on (`at`) or after it, walking the list's order: at most
 * COUNT_AHEAD + 1 index entries of the range the page itself walks, as the CTE `window_rows`.
 */
function rangeCount(
  sql: PageSql,
  order: AnchorableOrder,
  anchor: readonly [unknown, unknown],
  seek: Seek,
  first: number,
): { cte: string; params: unknown[]; rangeMayStopShort: boolean } {
  const keys = anchoredKeys(
    { from: sql.from, where: sql.where, key: sql.key as string, orderListed: sql.orderListed },
    order,
    anchor,
    0,
    COUNT_AHEAD + 1,
    first,
    seek,
  );
  return {
    cte: `window_rows AS (SELECT count(*)::int AS total FROM (${keys.text}) AS counted)`,
    params: keys.params,
    rangeMayStopShort: keys.rangeMayStopShort,
  };
}

/**
 * A page from an anchor: its keys by anchoredKeys, then its rows, with the sort values the next anchor needs; with
 * `countSeek`, also its capped count from the anchor (rangeCount) as `page_total`, in the same statement.
 */
function anchoredStatement(
  sql: PageSql,
  order: AnchorableOrder,
  anchor: readonly [unknown, unknown],
  skip: number,
  size: number,
  extra: string,
  seek: Seek = 'at',
  countSeek: Seek | null = null,
): {
  text: string;
  params: unknown[];
  options?: QueryOptions;
  rangeMayStopShort: boolean;
  count: { rangeMayStopShort: boolean } | null;
} {
  const key = sql.key as string;
  const keys = anchoredKeys(
    { from: sql.from, where: sql.where, key, orderListed: sql.orderListed },
    order,
    anchor,
    skip,
    size,
    sql.params.length + 1,
    seek,
  );
  const params = [...sql.params, ...keys.params];
  const count = countSeek ? rangeCount(sql, order, anchor, countSeek, params.length + 1) : null;
  const prefix = count ? `WITH ${count.cte} ` : '';
  const column = count ? ', (SELECT total FROM window_rows) AS page_total' : '';
  const text = `${prefix}SELECT ${sql.select}${extra}${column} FROM ${sql.from} WHERE ${key} IN (${keys.text}) ORDER BY ${sql.orderBy}`;
  return {
    text,
    params: [...params, ...(count?.params ?? [])],
    // A skip is written in (anchoredKeys): only the pages read from their own first row share a text, and a plan.
    options: sql.planOnce && skip === 0 ? planOnce(text) : undefined,
    rangeMayStopShort: keys.rangeMayStopShort,
    count,
  };
}

/**
 * One page of a list and its capped total (the generic list's "1–10 di 37", or "di oltre 1010"), asked
 * together; the answer's meta echoes the request.
 */
export async function queryPage<Row, Out>(db: Sql, sql: PageSql, page: PageRequest, toRow: (row: Row) => Out): Promise<PagedResponse<Out>> {
  const { paging } = sql;
  // The statement, its parameters (scope included) and the page asked say the whole answer: the same question
  // asked by several clients at once is answered once (ListPagingCache.shared).
  const question = JSON.stringify([sql.select, sql.from, sql.where, sql.params, sql.orderBy, sql.searching, sql.key, page]);
  const answer = paging ? await paging.shared(`page\u0000${question}`, () => pageOf<Row>(db, sql, page)) : await pageOf<Row>(db, sql, page);
  return { data: answer.data.map(toRow), meta: { ...answer.meta } };
}

async function pageOf<Row>(db: Sql, sql: PageSql, page: PageRequest): Promise<PagedResponse<Row>> {
  const offset = (page.page - 1) * page.per_page;
  const cap = offset + COUNT_AHEAD + 1;
  const paging = sql.paging;
  // The count's statement and parameters say which rows it counts (filters, scope), whatever the page or sort.
  const countKey = paging ? JSON.stringify([countText(sql), sql.params]) : '';
  const begun = paging?.begin() ?? 0;
  const known = paging ? await knownCount(db, sql, paging, countKey, cap, begun) : undefined;
  // A keyed list in one index's order: pages can start from a row (a learnt anchor, a client's cursor).
  const order = sql.key && !sql.searching ? anchorableOrder(sql.orderBy, sql.key) : null;
  const cursor = order ? decodeCursor(page) : null;
  const listKey = `${countKey}\u0000${sql.orderBy}`;
  // With no page start near, one shared from the stretch of the list the page is in; only when the count is known:
  // otherwise one statement skips and counts from the top together, and a shared start would add a second walk.
  const anchor =
    order && !cursor && paging
      ? ((await knownAnchor(db, sql, order, paging, listKey, offset)) ??
        (known === undefined ? undefined : await sharedStart(db, sql, order, paging, listKey, offset)))
      : undefined;
  const extra = order ? `, ${order.expression} AS page_sort_0, ${sql.key} AS page_sort_1` : '';
  // A page from an anchor or a cursor that a seek cannot tell (blanks may follow) is asked again with OFFSET.
  let statements = pageStatements(sql, page, known === undefined && !anchor && !cursor, extra);
  let pageRows: PageRow<Row>[] | null = null;
  // A page served from a cursor counts from its own first row: deep in the list, counting from the top would read
  // every entry before the page again after each change (page 5,000: 51,000 entries for a count capped there).
  let fromCursor: { rows: PageRow<Row>[]; counted: number | null } | null = null;
  if (cursor && order) {
    fromCursor = await cursorRows<Row>(db, sql, order, cursor, page.per_page, extra, known === undefined);
    pageRows = fromCursor?.rows ?? null;
  } else if (anchor && order) {
    pageRows = await anchoredRows<Row>(db, sql, order, anchor, offset, page.per_page, extra);
  }
  if (pageRows === null) {
    if (anchor || cursor) statements = pageStatements(sql, page, known === undefined, extra);
    pageRows = (await db.query<PageRow<Row>>(statements.page.text, statements.page.params, statements.page.options)).rows;
  }
  const countedInPage = !fromCursor && pageRows.length > 0 && pageRows[0].page_total !== undefined;
  const cursorCount = fromCursor?.counted ?? null;
  const seen =
    known ??
    (countedInPage
      ? Number(pageRows[0].page_total)
      : cursorCount !== null
        ? offset + cursorCount
        : ((await db.query<{ total: number }>(statements.count.text, statements.count.params)).rows[0]?.total ?? 0));
  // Kept until the next change, a cursor page's count too: it takes the page to sit at its number's offset, as the
  // page number shown does.
  if (known === undefined) paging?.keep(countKey, cap, seen, begun, sql.reads?.filter);
  // A page found from a cursor may not sit at its page number's offset: it leaves no anchor.
  const start = order && !cursor ? anchorOf(offset, pageRows[0]) : null;
  if (start) paging?.keepAnchor(listKey, start, begun, sql.reads?.order, page.per_page);
  const cursors = order ? pageCursors(page, pageRows) : {};
  const rows = pageRows.map(({ page_total: _total, page_sort_0: _sort, page_sort_1: _key, ...row }: Record<string, unknown>) => row as Row);
  const window = offset + COUNT_AHEAD;
  const capped = seen > window;
  return {
    data: rows,
    meta: {
      total: capped ? window : seen,
      ...(capped ? { total_capped: true } : {}),
      page: page.page,
      per_page: page.per_page,
      sort: page.sort,
      order: page.order,
      ...cursors,
    },
  };
}

/**
 * The rows from a page's first row on, at most COUNT_AHEAD + 1 (the capped count's window past the page start), or
 * null when the answer may be short of the rows of another range (blanks follow): the caller then counts from the top.
 */
async function countFromPage(db: Sql, sql: PageSql, order: AnchorableOrder, first: PageRow<unknown> | undefined): Promise<number | null> {
  if (!first || first.page_sort_1 == null) return null;
  const count = rangeCount(sql, order, [first.page_sort_0 ?? null, first.page_sort_1], 'at', sql.params.length + 1);
  const text = `WITH ${count.cte} SELECT total FROM window_rows`;
  const { rows } = await db.query<{ total: number }>(text, [...sql.params, ...count.params], sql.planOnce ? planOnce(text) : undefined);
  return windowCount(rows[0]?.total ?? 0, count.rangeMayStopShort);
}

/** The cursors of a served page: after its last row, before its first. */
function pageCursors(page: PageRequest, rows: readonly PageRow<unknown>[]): { next_cursor?: string; prev_cursor?: string } {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || first.page_sort_1 == null || last.page_sort_1 == null) return {};
  return {
    next_cursor: encodeCursor(page.sort, page.order, [last.page_sort_0, last.page_sort_1]),
    prev_cursor: encodeCursor(page.sort, page.order, [first.page_sort_0, first.page_sort_1]),
  };
}
