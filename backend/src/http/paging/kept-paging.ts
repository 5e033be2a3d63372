import { COUNT_AHEAD, type Sql } from '@tutela/contracts';
import { anchorOf, rowsBefore, type AnchorableOrder } from './anchored-page';
import type { ListPagingCache, PageAnchor } from './list-paging-cache';
import { planOnce } from './plan-once';
import type { PageSql } from './query-page';
import { sqlCount } from './sql-conditions';

/*
 * What a list kept (ListPagingCache) brought up to date for one request: a commit that only added rows, naming them,
 * leaves the list's counts and page starts with those rows' keys, and one probe of the key index tells how many of
 * them the count takes and how many come before a page start. A hire then costs a deep page a few microseconds
 * instead of a skip and a count from the top.
 */

/**
 * Page starts weighed in one statement at most, the closest to the page asked first. Thirty-two clients paging a list
 * leave about as many; a list's starts are at most MAX_ANCHORS_PER_LIST, and those left out are weighed when asked.
 */
const MAX_WEIGHED_ANCHORS = 64;

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
  // The requests of the moment that ask this count weigh the same keys: one probe answers them all.
  return paging.shared(`count\u0000${countKey}`, async () => {
    const seen = known.value + (await countAdded(db, sql, known.added));
    paging.keep(countKey, Math.max(cap, seen + 1), seen, begun, sql.reads?.filter);
    return seen;
  });
}

/** How many of the rows `keys` the list's conditions take. */
async function countAdded(db: Sql, sql: PageSql, keys: readonly string[]): Promise<number> {
  const text = `SELECT count(*)::int AS added FROM ${sql.from} WHERE (${sql.where}) AND ${sql.key as string} = ANY($${sql.params.length + 1})`;
  const { rows } = await db.query<{ added: number }>(text, [...sql.params, keys], sql.planOnce ? planOnce(text) : undefined);
  return rows[0]?.added ?? 0;
}

/**
 * The closest page start the list knows at or before `offset`, moved on by the rows added before it since it was
 * taken (a hire of a surname before the page's first one moves it by one), or undefined. When rows were added, every
 * start of the list is weighed against them in one statement (weighAnchors), shared by the requests of the moment:
 * under ten hires a second, 32 clients on 32 deep pages weighed each their own start after each hire, up to 320
 * probes a second.
 */
export async function knownAnchor(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  paging: ListPagingCache,
  listKey: string,
  offset: number,
): Promise<PageAnchor | undefined> {
  const known = paging.anchors(listKey, offset, COUNT_AHEAD);
  if (known.length === 0 || known[0].added.length === 0) return known[0]?.value;
  const weighed = await paging.shared(`weigh\u0000${listKey}`, () => weighAnchors(db, sql, order, paging, listKey, offset));
  const holding = known.filter(({ added }) => added.length === 0).map(({ value }) => value);
  // A start that the added rows pushed past the page does not serve it; one further back may.
  const serving = [...weighed, ...holding].filter((anchor) => anchor.offset <= offset && offset - anchor.offset <= COUNT_AHEAD);
  return serving.reduce<PageAnchor | undefined>(
    (closest, anchor) => (closest && closest.offset >= anchor.offset ? closest : anchor),
    undefined,
  );
}

/**
 * The list's page starts that rows were added since, each moved on by how many of those rows its conditions take
 * before it, in one statement: a count per start, of the added keys that the start has not seen (a start taken after
 * some of them has fewer), filtered by `rowsBefore` its values. Kept unless a commit came meanwhile; answered anyway,
 * as a page read across a commit is.
 */
async function weighAnchors(
  db: Sql,
  sql: PageSql,
  order: AnchorableOrder,
  paging: ListPagingCache,
  listKey: string,
  offset: number,
): Promise<PageAnchor[]> {
  const begun = paging.begin();
  const toWeigh = paging.anchorsToWeigh(listKey, offset, MAX_WEIGHED_ANCHORS);
  if (toWeigh.length === 0 || !sql.key) return [];
  const key = sql.key;
  const params: unknown[] = [...sql.params];
  const slot = (value: unknown) => `$${params.push(value)}`;
  // Every start's keys are the last ones the list was told of: the longest holds all the others.
  const keysSince = new Map<number, string>();
  const keysOf = (added: readonly string[]): string => {
    const known = keysSince.get(added.length);
    if (known) return known;
    const at = slot(added);
    keysSince.set(added.length, at);
    return at;
  };
  const allKeys = keysOf(
    toWeigh.reduce((longest, { added }) => (added.length > longest.length ? added : longest), [] as readonly string[]),
  );
  const counts = toWeigh.map(({ value, added }, n) => {
    const keys = keysOf(added);
    const before = rowsBefore(order, key, value.values, params.length + 1);
    params.push(...before.params);
    return `count(*) FILTER (WHERE ${key} = ANY(${keys}) AND ${before.text})::int AS moved_${n}`;
  });
  const text = `SELECT ${counts.join(', ')} FROM ${sql.from} WHERE (${sql.where}) AND ${key} = ANY(${allKeys})`;
  const { rows } = await db.query<Record<string, number>>(text, params);
  const moves = toWeigh.map(({ value }, n) => ({
    from: value.offset,
    to: { offset: value.offset + (rows[0]?.[`moved_${n}`] ?? 0), values: value.values },
  }));
  paging.moveAnchors(listKey, moves, begun, sql.reads?.order);
  return moves.map(({ to }) => to);
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
