import type { WorkerSortKey } from '@tutela/contracts';
import type { WorkerRow } from './worker-row';
import { foldAccents } from '../database/accent-fold';
import { trigramIndexSql } from '../database/trigram-index';

/**
 * What the workers list sorts on, and the indexes that serve it: one index per sortable expression, ascending
 * and ending in `id`. Descending is the same index read backward, so blanks (NULL) count as the highest value:
 * last going up, first going down (PostgreSQL's own default, and what Jira and most spreadsheets' "largest
 * first" do). Keeping blanks last both ways needed a second index per expression: 14 sort indexes instead of 7,
 * twice the rebuild time and twice the memory the list competes for. The list's ORDER BY uses exactly these
 * expressions (workerSortOrder), or the indexes are not used.
 */
export const WORKER_SORT_EXPRESSIONS: Record<WorkerSortKey, string> = {
  name: "lower(last_name || ' ' || first_name)",
  fiscal_code: 'fiscal_code',
  birth_date: 'birth_date',
  company_name: 'lower(company_name)',
  factory_name: 'lower(factory_name)',
  job_name: 'lower(job_name)',
  next_visit: 'next_visit',
};

/**
 * The columns each sort expression is computed from: a change of one of them may move a worker in that order (the
 * workers list keeps its page starts across the commits that change none of them).
 */
export const WORKER_SORT_COLUMNS: Record<WorkerSortKey, readonly (keyof WorkerRow)[]> = {
  name: ['last_name', 'first_name'],
  fiscal_code: ['fiscal_code'],
  birth_date: ['birth_date'],
  company_name: ['company_name'],
  factory_name: ['factory_name'],
  job_name: ['job_name'],
  next_visit: ['next_visit'],
};

/** The list's ORDER BY for a sort key and direction: exactly one sort index, read forward or backward. */
export function workerSortOrder(key: WorkerSortKey, order: 'asc' | 'desc'): string {
  const expression = WORKER_SORT_EXPRESSIONS[key];
  return order === 'desc' ? `${expression} DESC NULLS FIRST, id DESC` : `${expression} ASC NULLS LAST, id ASC`;
}

/**
 * The columns every list filter reads (scope, status, contract, worker status): carried by each sort index so
 * that finding a page's ids reads the index alone (an index-only scan: page 500 skips 5,000 index entries, not
 * 5,000 rows), whatever the filter.
 */
const WORKER_FILTER_COLUMNS = 'resigned, entity_id, customer_id, contract, suitability, business_impact';

/** Besides the filter columns: what each sort expression is computed from (PostgreSQL needs it for index-only scans). */
const WORKER_SORT_INPUTS: Record<WorkerSortKey, string | null> = {
  name: null,
  fiscal_code: null,
  birth_date: null,
  company_name: 'company_name',
  factory_name: 'factory_name',
  job_name: 'job_name',
  next_visit: null,
};

/**
 * The name, in every sort index: the name sort is computed from it, and the quick search is a filter on the name
 * sort expression (workers_search_names) that every sort index can then check by itself. Without it, the first
 * page of "rossi" by birth date read 1,460 rows from the table (9.5 ms); with it, index entries only.
 */
const WORKER_NAME_COLUMNS = 'last_name, first_name';

/**
 * A company's or a factory's workers (a customer-side user's whole list, or the customer filter): found by the
 * tenant key and sorted, never by walking a sort index that holds a million others. The index carries every
 * sort input and filter column, so even the last page of a 10,000-worker company is an index-only scan and a
 * sort of its own workers; the planner still walks a sort index for a first page when that is cheaper.
 */
const WORKER_TENANT_INDEX = `CREATE INDEX IF NOT EXISTS workers_tenant_cover_idx ON workers (customer_id, factory_id) INCLUDE (id, ${WORKER_FILTER_COLUMNS.replace(', customer_id', '')}, last_name, first_name, fiscal_code, birth_date, company_name, factory_name, job_name, next_visit)`;

/**
 * The text the quick search and the header search match: both name orders, the tax code, lower case with the
 * accents folded. Computed here at projection time (not a generated column) so the server and PGlite store the
 * same bytes, and the typed text goes through workerSearchKey before `search_text LIKE '%…%'`.
 */
export function workerSearchText(row: { first_name: string; last_name: string; fiscal_code: string | null }): string {
  return workerSearchKey(`${row.first_name} ${row.last_name} | ${row.last_name} ${row.first_name} | ${row.fiscal_code ?? ''}`);
}

/** The tax code as search_text holds it (upper-case letters and digits, lower-cased), for its own trigram index. */
export const WORKER_FISCAL_CODE_SEARCH = 'lower(fiscal_code)';

/** Typed text folded like search_text: lower case, accents removed, runs of spaces made one. */
export function workerSearchKey(text: string): string {
  return foldAccents(text.toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * The two name orders inside search_text ("first last" and "last first", folded), as expressions the header
 * search's prefix indexes are built on. COLLATE "C" compares bytes, so `… LIKE 'ross%'` becomes a range of the
 * index (the database's own collation cannot), and the range comes out already in order: the first 20 names
 * starting with the typed text are read without looking at the other thousands.
 */
export const WORKER_NAME_PREFIX_KEYS = {
  lastFirst: '(split_part(search_text, \' | \', 2) COLLATE "C")',
  firstLast: '(split_part(search_text, \' | \', 1) COLLATE "C")',
} as const;

/**
 * The default sort inside one company: a customer-side user's list (always scoped to their customer) and the
 * customer filter, first page or last, walk this index from their company's first name on, instead of sorting
 * the company's workers out of the tenant index (16 ms of database time for page 500 of 10,000 workers).
 */
const WORKER_TENANT_NAME_INDEX = `CREATE INDEX IF NOT EXISTS workers_tenant_name_idx ON workers (customer_id, ${WORKER_SORT_EXPRESSIONS.name} ASC NULLS LAST, id ASC) INCLUDE (last_name, first_name, ${WORKER_FILTER_COLUMNS.replace(', customer_id', '')}, factory_id)`;

/**
 * A factory belongs to one customer: without this the planner multiplies the two selectivities and expects a
 * company's walk in name order to meet 30 workers of one of its factories in 10,000, so it read and sorted all
 * 3,300 of the factory's instead of walking workers_tenant_name_idx to its first page (2 ms against 0.1 ms).
 */
/**
 * A factory's workers, by a key the list's `factory_id = …` cannot use. With a plain index on factory_id the
 * planner answered a factory's list by combining it with the customer's index (BitmapAnd): it multiplies the two
 * selectivities, expects 32 rows, and then reads the factory's 3,300 rows from the table, one table page each
 * (page 100 by next visit: 60 ms p95 at 32 clients). Left only with the tenant index, it reads the factory's
 * entries from workers_tenant_cover_idx without the table. This key serves what has no customer to go with the
 * factory: finding the factory's customer for the list, and a factory's new name reaching its workers.
 */
export const WORKER_FACTORY_KEY = (alias = ''): string => `(${alias ? `${alias}.` : ''}factory_id COLLATE "C")`;

const WORKER_FACTORY_INDEX = `CREATE INDEX IF NOT EXISTS workers_factory_key_idx ON workers (${WORKER_FACTORY_KEY()})`;

const WORKER_TENANT_STATISTICS = `CREATE STATISTICS IF NOT EXISTS workers_tenant_stats (dependencies) ON customer_id, factory_id FROM workers`;

/**
 * One narrow index per filter column, with `resigned` (the default filter) beside it. Equal keys are stored
 * once (btree deduplication), so each is a few megabytes for a million workers. They give the planner two
 * things the sort indexes cannot: a filter value that few workers have (a status only the visited have, a rare
 * contract) is found by its key instead of by walking a sort index past a million others, and the list's
 * capped count ("di oltre 1.000") reads a few deduplicated pages instead of a thousand sort-index entries.
 */
const WORKER_FILTER_INDEXES = ['entity_id', 'customer_id', 'contract', 'suitability', 'business_impact'].map(
  (column) => `CREATE INDEX IF NOT EXISTS workers_filter_${column}_idx ON workers (${column}, resigned)`,
);

export const WORKERS_LIST_INDEX_MIGRATIONS: readonly string[] = [
  // Earlier generations: the sort indexes without INCLUDE, then one per direction, then without the name; the
  // trigram index on the whole search text; the plain factory index (WORKER_FACTORY_KEY says why).
  `DROP INDEX IF EXISTS ${[
    ...Object.keys(WORKER_SORT_EXPRESSIONS).flatMap((key) => [
      `workers_sort_${key}_idx`,
      `workers_sort_${key}_desc_idx`,
      `workers_sort_${key}_asc`,
      `workers_sort_${key}_desc`,
      `workers_sort_${key}`,
    ]),
    'workers_tenant_idx',
    'workers_entity_idx',
    'workers_search_trgm_idx',
    'workers_factory_idx',
  ].join(', ')}`,
  ...Object.entries(WORKER_SORT_EXPRESSIONS).map(([key, expression]) => {
    const include = [WORKER_SORT_INPUTS[key as WorkerSortKey], WORKER_NAME_COLUMNS, WORKER_FILTER_COLUMNS].filter(Boolean).join(', ');
    return `CREATE INDEX IF NOT EXISTS workers_order_${key} ON workers (${expression} ASC NULLS LAST, id ASC) INCLUDE (${include})`;
  }),
  WORKER_TENANT_INDEX,
  WORKER_TENANT_NAME_INDEX,
  WORKER_TENANT_STATISTICS,
  WORKER_FACTORY_INDEX,
  ...WORKER_FILTER_INDEXES,
  // The quick search's and the header search's tax-code side: the names come from workers_search_names, the tax
  // codes from here. The trigram index on the whole search_text is gone (dropped above): it was the dearest build
  // of a rebuild, and the names and the tax codes answer what it did.
  trigramIndexSql('workers_fiscal_code_trgm_idx', 'workers', [WORKER_FISCAL_CODE_SEARCH]),
  `CREATE INDEX IF NOT EXISTS workers_prefix_last_first_idx ON workers (${WORKER_NAME_PREFIX_KEYS.lastFirst}, id)`,
  `CREATE INDEX IF NOT EXISTS workers_prefix_first_last_idx ON workers (${WORKER_NAME_PREFIX_KEYS.firstLast}, id)`,
];
