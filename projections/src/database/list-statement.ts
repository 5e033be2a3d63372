/**
 * The SQL of one read-model list, as its query function in projections writes it (e.g. jobs/jobs-queries.ts): its
 * `where` uses $1…$n of `params`. The backend's pager (http/paging/query-page) runs a page of it and counts it.
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
}

export const sqlDirection = (order: 'asc' | 'desc'): 'ASC' | 'DESC' => (order === 'desc' ? 'DESC' : 'ASC');
