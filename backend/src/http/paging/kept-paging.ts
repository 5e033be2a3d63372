import { COUNT_AHEAD } from "@tutela/contracts";
import type { Sql } from "@tutela/projections";
import { anchorOf, rowsBefore, type AnchorableOrder } from "./anchored-page";
import type { ListPagingCache, PageAnchor } from "./list-paging-cache";
import { planOnce } from "./plan-once";
import type { PageSql } from "./query-page";
import { sqlCount } from "./sql-conditions";

/*
 * What a list kept (ListPagingCache) brought up to date for one request: a commit that only added rows, naming them,
 * leaves the list's counts and page starts with those rows' keys, and one probe of the key index tells how many of
 * them the count takes and how many come before a page start. A hire then costs a deep page a few microseconds
 * instead of a skip and a count from the top.
 */

/** Page starts weighed for one request at most (the second is sure to serve unless rows came between the two). */
const MAX_WEIGHED_ANCHORS = 3;

/**
 * A count the list knows, with the rows added since it was taken counted in by their keys (one probe of the key
 * index, kept again as an exact count), or undefined.
 */
export async function knownCount(
  db: Sql,
  sql: PageSql,
  paging: ListPagingCache,
  countKey: string,
  cap: number,
  begun: number,
): Promise<number | undefined> {
  const known = paging.count(countKey, cap);
  if (!known || known.added.length === 0) return known?.value;
  if (!sql.key) return undefined;
  const seen = known.value + (await countAdded(db, sql, known.added));
  paging.keep(countKey, Math.max(cap, seen + 1), seen, begun, sql.reads?.filter);
  return seen;
}

/**
 * The closest page start the list knows at or before `offset`, moved on by the rows added before it since it was
 * taken (a hire of a surname before the page's first one moves it by one), or undefined. A start pushed past the page
 * by k added rows tells that every earlier one moved by k at most (rows are only added, and an earlier start has the
 * same keys to weigh or fewer), so the next one weighed is the closest at least k rows before the page.
 */
export async function knownAnchor(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  paging: ListPagingCache,
  listKey: string,
  offset: number,
  begun: number,
): Promise<PageAnchor | undefined> {
  let farthest = offset;
  let weighed = 0;
  for (const { value: anchor, added } of paging.anchors(listKey, offset, COUNT_AHEAD)) {
    if (added.length === 0) return anchor;
    if (anchor.offset > farthest) continue;
    if (weighed++ === MAX_WEIGHED_ANCHORS) return undefined;
    const moved = { offset: anchor.offset + (await countAdded(db, sql, added, order, anchor.values)), values: anchor.values };
    paging.keepAnchor(listKey, moved, begun, sql.reads?.order, anchor.offset);
    if (moved.offset <= offset) return moved;
    farthest = offset - (moved.offset - anchor.offset);
  }
  return undefined;
}

/** How many of the rows `keys` the list's conditions take (and, with `before`, that come before that row in `order`). */
async function countAdded(
  db: Sql,
  sql: PageSql,
  keys: readonly string[],
  order?: AnchorableOrder,
  before?: PageAnchor["values"],
): Promise<number> {
  const key = sql.key as string;
  const first = sql.params.length + 1;
  const condition = order && before ? rowsBefore(order, key, before, first + 1) : null;
  const text = `SELECT count(*)::int AS added FROM ${sql.from} WHERE (${sql.where}) AND ${key} = ANY($${first})${condition ? ` AND ${condition.text}` : ""}`;
  const { rows } = await db.query<{ added: number }>(text, [...sql.params, keys, ...(condition?.params ?? [])], sql.planOnce ? planOnce(text) : undefined);
  return rows[0]?.added ?? 0;
}

/**
 * Page starts found from the top are taken at multiples of this many rows: the deep pages near one another then share
 * one skip from the top and seek from its row (at most this many entries each).
 */
export const SHARED_START_EVERY = 500;

/**
 * A page start for a deep page of a list that knows none near it: the row at the multiple of SHARED_START_EVERY at or
 * before `offset`, found by one skip from the top that every request for a page of that stretch shares while it runs
 * (ListPagingCache.shared), and kept. When a commit drops a busy list's page starts (a surname changed moves rows in
 * the name order), 32 clients asking 32 different pages near page 5,000 each skipped 50,000 index entries at once:
 * 100 ms of database time apiece, and every request of the moment waited behind them. Undefined for a shallow page
 * (OFFSET is cheap there), or when the list ends before that row.
 */
export async function sharedStart(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  paging: ListPagingCache,
  listKey: string,
  offset: number,
): Promise<PageAnchor | undefined> {
  const at = offset - (offset % SHARED_START_EVERY);
  if (!sql.key || at < Math.max(paging.anchorFrom, SHARED_START_EVERY)) return undefined;
  const start = await paging.shared(`start\u0000${listKey}\u0000${at}`, async () => {
    const begun = paging.begin();
    // The sort index alone (its entries carry the key): the same walk as the keys of an OFFSET page, without the rows.
    const { rows } = await db.query<{ page_sort_0: unknown; page_sort_1: unknown }>(
      `SELECT ${order.expression} AS page_sort_0, ${sql.key} AS page_sort_1 FROM ${sql.from} WHERE ${sql.where}
       ORDER BY ${sql.orderBy} LIMIT 1 OFFSET ${sqlCount(at)}`,
      [...sql.params],
    );
    const found = anchorOf(at, rows[0]);
    if (found) paging.keepAnchor(listKey, found, begun, sql.reads?.order);
    return found;
  });
  return start ?? undefined;
}
