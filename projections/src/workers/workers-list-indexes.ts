import type { WorkerSortKey } from "@tutela/contracts";
import { foldAccents } from "../database/accent-fold";
import { trigramIndexSql } from "../database/trigram-index";

/**
 * What the workers list sorts on, and the indexes that serve it: each sortable expression has an ascending and
 * a descending index ending in `id` the same way (NULLS LAST both ways, which one backward scan cannot give).
 * The list's ORDER BY uses exactly these expressions, or the indexes are not used.
 */
export const WORKER_SORT_EXPRESSIONS: Record<WorkerSortKey, string> = {
  name: "lower(last_name || ' ' || first_name)",
  fiscal_code: "fiscal_code",
  birth_date: "birth_date",
  company_name: "lower(company_name)",
  factory_name: "lower(factory_name)",
  job_name: "lower(job_name)",
  next_visit: "next_visit",
};

/**
 * What each sort index carries besides its key, so that finding a page's ids reads the index alone (an
 * index-only scan, page 500 without reading 5,000 rows): the columns the sort expression is computed from
 * (PostgreSQL needs them to use an expression index that way) and `resigned`, the list's default filter.
 */
const WORKER_SORT_INCLUDES: Record<WorkerSortKey, string> = {
  name: "last_name, first_name, resigned",
  fiscal_code: "resigned",
  birth_date: "resigned",
  company_name: "company_name, resigned",
  factory_name: "factory_name, resigned",
  job_name: "job_name, resigned",
  next_visit: "resigned",
};

/**
 * The text the quick search and the header search match: both name orders, the tax code, lower case with the
 * accents folded. Computed here at projection time (not a generated column) so the server and PGlite store the
 * same bytes, and the typed text goes through workerSearchKey before `search_text LIKE '%…%'`.
 */
export function workerSearchText(row: {
  first_name: string;
  last_name: string;
  fiscal_code: string | null;
}): string {
  return workerSearchKey(
    `${row.first_name} ${row.last_name} | ${row.last_name} ${row.first_name} | ${row.fiscal_code ?? ""}`,
  );
}

/** Typed text folded like search_text: lower case, accents removed, runs of spaces made one. */
export function workerSearchKey(text: string): string {
  return foldAccents(text.toLowerCase()).replace(/\s+/g, " ").trim();
}

/**
 * The two name orders inside search_text ("first last" and "last first", folded), as expressions the header
 * search's prefix indexes are built on. COLLATE "C" compares bytes, so `… LIKE 'ross%'` becomes a range of the
 * index (the database's own collation cannot), and the range comes out already in order: the first 20 names
 * starting with the typed text are read without looking at the other thousands.
 */
export const WORKER_NAME_PREFIX_KEYS = {
  lastFirst: "(split_part(search_text, ' | ', 2) COLLATE \"C\")",
  firstLast: "(split_part(search_text, ' | ', 1) COLLATE \"C\")",
} as const;

export const WORKERS_LIST_INDEX_MIGRATIONS: readonly string[] = [
  // The sort indexes before they carried their INCLUDE columns (same keys, new names so that existing
  // databases get the covering ones).
  `DROP INDEX IF EXISTS ${Object.keys(WORKER_SORT_EXPRESSIONS)
    .flatMap((key) => [
      `workers_sort_${key}_idx`,
      `workers_sort_${key}_desc_idx`,
    ])
    .join(", ")}`,
  ...Object.entries(WORKER_SORT_EXPRESSIONS).flatMap(([key, expression]) => {
    const include = WORKER_SORT_INCLUDES[key as WorkerSortKey];
    return [
      `CREATE INDEX IF NOT EXISTS workers_sort_${key}_asc ON workers (${expression} NULLS LAST, id) INCLUDE (${include})`,
      `CREATE INDEX IF NOT EXISTS workers_sort_${key}_desc ON workers (${expression} DESC NULLS LAST, id DESC) INCLUDE (${include})`,
    ];
  }),
  trigramIndexSql("workers_search_trgm_idx", "workers", ["search_text"]),
  `CREATE INDEX IF NOT EXISTS workers_prefix_last_first_idx ON workers (${WORKER_NAME_PREFIX_KEYS.lastFirst}, id)`,
  `CREATE INDEX IF NOT EXISTS workers_prefix_first_last_idx ON workers (${WORKER_NAME_PREFIX_KEYS.firstLast}, id)`,
];
