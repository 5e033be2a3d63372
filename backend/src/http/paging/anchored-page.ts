import type { PageAnchor } from "./list-paging-cache";
import { sortTerms } from "./sort-terms";

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
  const first = terms[0].modifiers.replace(/\s+/g, " ").trim().toUpperCase();
  const second = terms[1].modifiers.replace(/\s+/g, " ").trim().toUpperCase();
  if (first === "ASC NULLS LAST" && (second === "ASC" || second === "")) return { expression: terms[0].expression, descending: false };
  if (first === "DESC NULLS FIRST" && second === "DESC") return { expression: terms[0].expression, descending: true };
  return null;
}

/**
 * The keys of a page that starts `skip` rows after an anchor row (inclusive), in the list's order: a seek in
 * the sort index to the anchor, then `skip + size` entries, instead of every entry before the page. One range
 * of the index, so the statement plans as cheaply as an OFFSET page (a UNION of the blank and non-blank ranges
 * took 0.9 ms to plan, more than the skipped entries cost). A row comparison never matches a blank (NULL) sort
 * value, so when the blanks come after the anchor's range (going up from a value, or going down from a blank)
 * a short answer may be missing rows of the next range: `rangeMayStopShort` then tells the caller to page with
 * OFFSET.
 * Its parameters follow the list's own, from `$first`.
 */
export function anchoredKeys(
  sql: { from: string; where: string; key: string },
  order: AnchorableOrder,
  anchor: PageAnchor["values"],
  skip: number,
  size: number,
  first: number,
): { text: string; params: unknown[]; rangeMayStopShort: boolean } {
  const [sortValue, keyValue] = anchor;
  const anchorIsNull = sortValue === null || sortValue === undefined;
  const params: unknown[] = anchorIsNull ? [keyValue] : [sortValue, keyValue];
  const valueAt = `$${first}`;
  const keyAt = `$${first + params.length - 1}`;
  const e = order.expression;
  const k = sql.key;
  const range = order.descending
    ? anchorIsNull
      ? `${e} IS NULL AND ${k} <= ${keyAt}`
      : `(${e}, ${k}) <= (${valueAt}, ${keyAt})`
    : anchorIsNull
      ? `${e} IS NULL AND ${k} >= ${keyAt}`
      : `(${e}, ${k}) >= (${valueAt}, ${keyAt})`;
  const direction = order.descending ? "DESC" : "ASC";
  const nulls = order.descending ? "NULLS FIRST" : "NULLS LAST";
  params.push(size, skip);
  return {
    text: `SELECT ${k} FROM ${sql.from} WHERE (${sql.where}) AND ${range}
     ORDER BY ${e} ${direction} ${nulls}, ${k} ${direction} LIMIT $${first + params.length - 2} OFFSET $${first + params.length - 1}`,
    params,
    // Up from a value, the blanks follow; down from a blank, the values follow.
    rangeMayStopShort: order.descending === anchorIsNull,
  };
}

/** The anchor a served page leaves for the next request: its first row's sort values, at its offset. */
export function anchorOf(offset: number, row: { page_sort_0?: unknown; page_sort_1?: unknown } | undefined): PageAnchor | null {
  return row && row.page_sort_1 != null ? { offset, values: [row.page_sort_0 ?? null, row.page_sort_1] } : null;
}
