import type { PageAnchor } from './list-paging-cache';
import { sqlCount } from './sql-conditions';
import { sortTerms } from './sort-terms';

/** A list order a page can be anchored in: one sort expression, then the table's unique key. */
export interface AnchorableOrder {
  expression: string;
  descending: boolean;
}

/**
 * The order, when it is one the sort index gives read forward or backward: `expr ASC NULLS LAST, key ASC` or
 * `expr DESC NULLS FIRST, key DESC` (the workers' sort orders). Any other order is paged with OFFSET only.
 */
export function anchorableOrder(orderBy: string, key: string): AnchorableOrder | null {
  const terms = sortTerms(orderBy);
  if (terms.length !== 2 || terms[1].expression.trim() !== key) return null;
  const first = terms[0].modifiers.replace(/\s+/g, ' ').trim().toUpperCase();
  const second = terms[1].modifiers.replace(/\s+/g, ' ').trim().toUpperCase();
  if (first === 'ASC NULLS LAST' && (second === 'ASC' || second === '')) return { expression: terms[0].expression, descending: false };
  if (first === 'DESC NULLS FIRST' && second === 'DESC') return { expression: terms[0].expression, descending: true };
  return null;
}

/**
 * How a page is found from a row: `at` the row (a page start the server learnt, inclusive), `after` it or
 * `before` it (a client's cursor: the last row of the page it shows, or the first).
 */
export type Seek = 'at' | 'after' | 'before';

/**
 * The keys of a page found from a row: a seek in the sort index to the row, then `skip + size` entries, instead of
 * every entry before the page. `at` and `after` walk the list's order from the row; `before` walks it backward
 * (the same index read the other way), and the caller puts the rows back in the list's order. One range of the
 * index, so the statement plans as cheaply as an OFFSET page (a UNION of the blank and non-blank ranges took 0.9 ms
 * to plan, more than the skipped entries cost). A row comparison never matches a blank (NULL) sort value, so when
 * the blanks come after the row's range in the walk (walking up from a value, or down from a blank) a short answer
 * may be missing rows of the next range: `rangeMayStopShort` then tells the caller to page with OFFSET.
 * Its parameters (the row's sort values) follow the list's own, from `$first`.
 */
export function anchoredKeys(
  sql: { from: string; where: string; key: string; orderListed?: boolean },
  order: AnchorableOrder,
  anchor: PageAnchor['values'],
  skip: number,
  size: number,
  first: number,
  seek: Seek = 'at',
): { text: string; params: unknown[]; rangeMayStopShort: boolean } {
  const [sortValue, keyValue] = anchor;
  const anchorIsNull = sortValue === null || sortValue === undefined;
  const params: unknown[] = anchorIsNull ? [keyValue] : [sortValue, keyValue];
  const valueAt = `$${first}`;
  const keyAt = `$${first + params.length - 1}`;
  const e = order.expression;
  const k = sql.key;
  // Descending NULLS FIRST is the sort index read backward: the only two walks an index serves.
  const walkDescending = order.descending !== (seek === 'before');
  const comparison = (walkDescending ? '<' : '>') + (seek === 'at' ? '=' : '');
  // Implied by the row comparison, but with the order's values listed in the WHERE (`= ANY`) only this bound lets the
  // index scan drop the listed values on the other side of the row: each was a descent and a walk of all its entries
  // (page 500 of "ma": 11 of its 581 names before the row, 8,376 index pages read for 10 rows; 18 with the bound).
  const bound = sql.orderListed ? `${e} ${walkDescending ? '<=' : '>='} ${valueAt} AND ` : '';
  const range = anchorIsNull ? `${e} IS NULL AND ${k} ${comparison} ${keyAt}` : `${bound}(${e}, ${k}) ${comparison} (${valueAt}, ${keyAt})`;
  const direction = walkDescending ? 'DESC' : 'ASC';
  const nulls = walkDescending ? 'NULLS FIRST' : 'NULLS LAST';
  return {
    // The LIMIT and OFFSET are written in: with them as parameters, a plan made once for every anchor (PageSql.planOnce)
    // expected a tenth of the table in the page, and joined it to the table by hashing all of the table.
    text: `SELECT ${k} FROM ${sql.from} WHERE (${sql.where}) AND ${range}
     ORDER BY ${e} ${direction} ${nulls}, ${k} ${direction} LIMIT ${sqlCount(size)} OFFSET ${sqlCount(skip)}`,
    params,
    // Up from a value, the blanks follow; down from a blank, the values follow.
    rangeMayStopShort: walkDescending === anchorIsNull,
  };
}

/** The anchor a served page leaves for the next request: its first row's sort values, at its offset. */
export function anchorOf(offset: number, row: { page_sort_0?: unknown; page_sort_1?: unknown } | undefined): PageAnchor | null {
  return row && row.page_sort_1 != null ? { offset, values: [row.page_sort_0 ?? null, row.page_sort_1] } : null;
}

/**
 * The rows strictly before `anchor` in the list's order, as a condition on $first… and its parameters: how far rows
 * added since a page start was taken have moved it. Blanks (NULL) come last going up and first going down, as in
 * the sort index.
 */
export function rowsBefore(
  order: AnchorableOrder,
  key: string,
  anchor: PageAnchor['values'],
  first: number,
): { text: string; params: unknown[] } {
  const [sortValue, keyValue] = anchor;
  const e = order.expression;
  if (sortValue === null || sortValue === undefined) {
    return {
      text: order.descending ? `(${e} IS NULL AND ${key} > $${first})` : `(${e} IS NOT NULL OR ${key} < $${first})`,
      params: [keyValue],
    };
  }
  // A row comparison with a blank sort value is never true: blanks are after the anchor going up.
  const tuple = `(${e}, ${key})`;
  const values = `($${first}, $${first + 1})`;
  return {
    text: order.descending ? `(${e} IS NULL OR ${tuple} > ${values})` : `${tuple} < ${values}`,
    params: [sortValue, keyValue],
  };
}
