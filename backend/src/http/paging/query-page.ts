import { COUNT_AHEAD, type PagedResponse } from "@tutela/contracts";
import type { Sql } from "@tutela/projections";

/** The SQL of one read-model list: its `where` uses $1…$n of `params`. */
export interface PageSql {
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
}

export interface PageRequest {
  page: number;
  per_page: number;
  sort: string;
  order: "asc" | "desc";
}

export const sqlDirection = (order: "asc" | "desc"): "ASC" | "DESC" =>
  order === "desc" ? "DESC" : "ASC";

/** The SQL of one page and of its capped count; exported so the benchmark can EXPLAIN exactly what runs. */
export function pageStatements(
  sql: PageSql,
  page: PageRequest,
): {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
} {
  const next = sql.params.length + 1;
  const offset = (page.page - 1) * page.per_page;
  const pageText = sql.key
    ? keyedPageText(sql, sql.key, next)
    : plainPageText(sql, next);
  return {
    page: { text: pageText, params: [...sql.params, page.per_page, offset] },
    // Counts at most COUNT_AHEAD rows past the page's first one: the LIMIT lets the scan stop there.
    count: {
      text: `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${sql.from} WHERE ${sql.where} LIMIT $${next}) AS window_rows`,
      params: [...sql.params, offset + COUNT_AHEAD + 1],
    },
  };
}

function plainPageText(sql: PageSql, next: number): string {
  // MATERIALIZED keeps the search's matches apart from the ORDER BY: they are found through the trigram index
  // and sorted, never discovered one by one along the sort index.
  return sql.searching
    ? `WITH hits AS MATERIALIZED (SELECT ${sql.select}, ${sortColumns(sql.orderBy)} FROM ${sql.from} WHERE ${sql.where})
       SELECT * FROM hits ORDER BY ${sortAliases(sql.orderBy)} LIMIT $${next} OFFSET $${next + 1}`
    : `SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT $${next} OFFSET $${next + 1}`;
}

/** The page's keys first (inner query), then its rows; the outer ORDER BY puts the few rows back in order. */
function keyedPageText(sql: PageSql, key: string, next: number): string {
  if (sql.searching) {
    return `WITH hits AS MATERIALIZED (SELECT ${key} AS page_key, ${sortColumns(sql.orderBy)} FROM ${sql.from} WHERE ${sql.where}),
       page_keys AS (SELECT * FROM hits ORDER BY ${sortAliases(sql.orderBy)} LIMIT $${next} OFFSET $${next + 1})
       SELECT ${sql.select} FROM ${sql.from} JOIN page_keys ON ${key} = page_keys.page_key ORDER BY ${sortAliases(sql.orderBy, "page_keys.")}`;
  }
  return `SELECT ${sql.select} FROM ${sql.from}
     WHERE ${key} IN (SELECT ${key} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT $${next} OFFSET $${next + 1})
     ORDER BY ${sql.orderBy}`;
}

/** "lower(e.name) DESC, e.id DESC" → "lower(e.name) AS sort_0, e.id AS sort_1": the sort keys as columns of the matches. */
function sortColumns(orderBy: string): string {
  return sortTerms(orderBy)
    .map((term, index) => `${term.expression} AS sort_${index}`)
    .join(", ");
}

/** The same list sorting on those columns: "sort_0 DESC, sort_1 DESC". */
function sortAliases(orderBy: string, qualifier = ""): string {
  return sortTerms(orderBy)
    .map((term, index) => `${qualifier}sort_${index}${term.modifiers}`)
    .join(", ");
}

/** ORDER BY terms split at top-level commas (a comma inside parentheses belongs to a function call). */
function sortTerms(
  orderBy: string,
): { expression: string; modifiers: string }[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < orderBy.length; index++) {
    const ch = orderBy[index];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      terms.push(orderBy.slice(start, index));
      start = index + 1;
    }
  }
  terms.push(orderBy.slice(start));
  return terms.map((term) => {
    const match =
      /^(.*?)((?:\s+(?:ASC|DESC))?(?:\s+NULLS\s+(?:FIRST|LAST))?)$/i.exec(
        term.trim(),
      );
    return {
      expression: match?.[1] ?? term.trim(),
      modifiers: match?.[2] ?? "",
    };
  });
}

/**
 * One page of a list and its capped total (the generic list's "1–10 di 37", or "di oltre 1010"), asked
 * together; the answer's meta echoes the request.
 */
export async function queryPage<Row, Out>(
  db: Sql,
  sql: PageSql,
  page: PageRequest,
  toRow: (row: Row) => Out,
): Promise<PagedResponse<Out>> {
  const statements = pageStatements(sql, page);
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<Row>(statements.page.text, statements.page.params),
    db.query<{ total: number }>(statements.count.text, statements.count.params),
  ]);
  const window = (page.page - 1) * page.per_page + COUNT_AHEAD;
  const seen = counted[0]?.total ?? 0;
  const capped = seen > window;
  return {
    data: rows.map(toRow),
    meta: {
      total: capped ? window : seen,
      ...(capped ? { total_capped: true } : {}),
      page: page.page,
      per_page: page.per_page,
      sort: page.sort,
      order: page.order,
    },
  };
}
