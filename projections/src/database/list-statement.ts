/**
 * The SQL of one read-model list, as its query function in projections writes it (e.g. jobs/jobs-queries.ts), and how it may
 * be paged: its `where` uses $1…$n of `params`. The backend's pager (http/paging/query-page) runs a page of it and
 * counts it.
 */
export interface ListStatement {
  select: string;
  /** A table, with its alias when `select`/`where` use one. */
  from: string;
  where: string;
  params: readonly unknown[];
  /**
   * The whole ORDER BY list, directions included, ending in a unique column so pages never overlap. Each list
   * keeps an index with exactly these expressions (the read models' schema files), so a page is a walk of
   * that index that stops after `per_page` rows instead of a sort of every matching row.
   */
  orderBy: string;
  /**
   * When the quick search can use the trigram index (searchUsesIndex): its matches are fetched through that
   * index and sorted, instead of walking the sort index until a page of them turns up. Left to the planner,
   * a search walked the sort index: 179 ms at 100k rows for a selective one, and 27 s at a million for
   * "rossi", whose matches all sit together at the far end of the name index. Every ORDER BY term must then
   * be an expression over the table's columns (not an alias of `select`).
   */
  searching?: boolean;
  /**
   * The table's unique key (e.g. `id`, `u.id`): when set, a page first finds the keys of its rows and only
   * then reads those rows. Skipping OFFSET rows then costs index entries instead of table rows, when the sort
   * index covers what the WHERE and ORDER BY read (workers: INCLUDE of the sort indexes): page 500 of the
   * workers took 105 ms reading 5,000 rows, 1.6 ms reading index entries. A search keeps only the keys and
   * sort values of its matches, not whole rows.
   */
  key?: string;
  /**
   * The columns the list's conditions read (`filter`: what its count depends on) and those with its order's (`order`:
   * what its page starts depend on): a commit that changes none of them keeps what `paging` learnt. Left out, any
   * commit drops it.
   */
  reads?: { filter: readonly string[]; order: readonly string[] };
  /**
   * The WHERE holds only the conditions in use, no `($n IS NULL OR …)` (SqlConditions): a page read from a row (an
   * anchor at its own offset, a client's cursor) is then one statement per shape of the list, which the server
   * prepares once per connection and may plan once (plan-once). A catch-all condition would make that one plan a scan
   * of the whole table, so lists written with them leave this off.
   */
  planOnce?: boolean;
  /**
   * With planOnce: the first page is planned once too, its LIMIT and OFFSET written into the text. Only where one
   * plan suits every value of the parameters: a new search text's first page was otherwise parsed and planned at
   * every request (1.1 ms of its 1.7 ms of database time at a million workers), but in another order than the one its
   * condition narrows, a plan made for one list of names would walk the whole sort index for a rarer one.
   */
  firstPagePlannedOnce?: boolean;
  /**
   * The WHERE lists the values of the order's sort expression (`= ANY(…)`: a quick search narrowed to its names, in
   * name order). A page read from a row then bounds that expression on its own as well (anchoredKeys).
   */
  orderListed?: boolean;
}

export const sqlDirection = (order: 'asc' | 'desc'): 'ASC' | 'DESC' => (order === 'desc' ? 'DESC' : 'ASC');
