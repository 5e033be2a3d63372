import { WORKER_STATUS_SUITABILITY, type Sql, type TenantScope, type WorkerSortKey, type WorkerStatusFilter } from '@tutela/contracts';
import type { ListStatement } from '../database/list-statement';
import type { LookupCache } from '../database/lookup-cache';
import { SqlConditions } from '../database/sql-conditions';
import { addTenantConditions, tenantColumns } from '../database/tenant-scope-sql';
import type { WorkerRow } from './worker-row';
import { NO_MATCH, WORKER_SEARCH_READS, workerSearchFilter } from './worker-search-filter';
import type { WorkerColumn } from './workers-changed-columns';
import { WORKER_FACTORY_KEY, WORKER_SORT_COLUMNS, workerSortOrder } from './workers-list-indexes';

// The workers list's query, next to the workers read model's schema and its list indexes: the backend's handler pages
// it (with its ListPagingCache) and holds no SQL.

/** The list's columns (the card reads every column). */
export const WORKER_LIST_COLUMNS = [
  'id',
  'customer_id',
  'factory_id',
  'first_name',
  'last_name',
  'fiscal_code',
  'birth_date',
  'birth_place',
  'company_name',
  'factory_name',
  'job_name',
  'contract',
  'suitability',
  'business_impact',
  'resigned',
  'last_visit',
  'next_visit',
].join(', ');

export type WorkerListSqlRow = Pick<
  WorkerRow,
  | 'id'
  | 'customer_id'
  | 'factory_id'
  | 'first_name'
  | 'last_name'
  | 'fiscal_code'
  | 'birth_date'
  | 'birth_place'
  | 'company_name'
  | 'factory_name'
  | 'job_name'
  | 'contract'
  | 'suitability'
  | 'business_impact'
  | 'resigned'
  | 'last_visit'
  | 'next_visit'
>;

/** The filters of the workers list, as the API's query string carries them. */
export interface WorkerListParams {
  sort: WorkerSortKey;
  order: 'asc' | 'desc';
  search?: string;
  /** '0' shows the resigned workers too. */
  hide_inactive: string;
  customer_id?: string;
  factory_id?: string;
  worker_status?: WorkerStatusFilter;
  contract?: string;
}

const FITNESS_CODES = Object.values(WORKER_STATUS_SUITABILITY).flat();

/** The worker-status filter, when set, as a condition on a parameter (never text from the request). */
function addStatusCondition(status: WorkerStatusFilter | undefined, where: SqlConditions): void {
  switch (status) {
    case 'ID':
    case 'IPL':
    case 'NI':
      where.add(`suitability = ANY(${where.param(WORKER_STATUS_SUITABILITY[status])}::text[])`);
      return;
    case 'ALTRO':
      where.add(`(suitability IS NULL OR NOT (suitability = ANY(${where.param(FITNESS_CODES)}::text[])))`);
      return;
    case 'ALTO_IMPATTO':
      where.add(`business_impact = ${where.param('ALTO')}`);
      return;
    case 'BASSO_IMPATTO':
      where.add(`business_impact = ${where.param('BASSO')}`);
      return;
    case undefined:
      return;
    default:
      status satisfies never;
  }
}

/** Whether the list is one company's (or one factory's): by filter, or by a customer-side user's scope. */
function oneCompany(params: WorkerListParams, scope: TenantScope): boolean {
  return Boolean(params.customer_id || params.factory_id) || scope.customerIds?.length === 1 || scope.factoryIds?.length === 1;
}

/**
 * The workers list inside the caller's scope, or null when no name and no tax code contains the quick search (nobody,
 * without asking for a page); rows map with the backend's toWorkerListRow. `lookups` keeps the quick search's lookup.
 */
export async function workersList(
  db: Sql,
  scope: TenantScope,
  params: WorkerListParams,
  lookups?: LookupCache,
): Promise<ListStatement | null> {
  // Only the conditions this request sets (SqlConditions): one text per shape of the list, planned once.
  const where = new SqlConditions();
  addTenantConditions(scope, tenantColumns(), where);
  if (params.hide_inactive !== '0') where.add('NOT resigned');
  if (params.customer_id) where.add(`customer_id = ${where.param(params.customer_id)}`);
  if (params.factory_id) {
    const factory = where.param(params.factory_id);
    where.add(`factory_id = ${factory}`);
    // The factory's customer as well: a factory belongs to one customer (the hire, transfer and job commands
    // check it), and with it a factory's page is read from its company's indexes without the table: in name
    // order a walk of workers_tenant_name_idx, in any other its entries of workers_tenant_cover_idx, sorted
    // (page 100 by next visit read 3,300 rows from the table: 60 ms p95 at 32 clients). WORKER_FACTORY_KEY.
    where.add(`customer_id = (SELECT f.customer_id FROM workers f WHERE ${WORKER_FACTORY_KEY('f')} = ${factory} LIMIT 1)`);
  }
  if (params.contract) where.add(`contract = ${where.param(params.contract)}`);
  addStatusCondition(params.worker_status, where);
  const search = await workerSearchFilter(db, params.search, where.next, { paging: lookups });
  // No name or tax code contains the text (a typo, a name half typed): nobody, without asking for a page.
  if (search.sql === NO_MATCH) return null;
  if (search.sql !== 'TRUE') where.addBuilt(search);
  return {
    select: WORKER_LIST_COLUMNS,
    from: 'workers',
    where: where.sql,
    params: where.params,
    orderBy: workerSortOrder(params.sort, params.order),
    // Inside one company the named matches are few (164 "rossi" of 10,000): found by the company's name index
    // and sorted. Left to the planner, it walked the company's name index in order checking each name, and
    // "rossi" sits near the end: 8,500 entries, 3.6 ms of database time instead of 0.3.
    searching: search.searching || (search.narrowed && oneCompany(params, scope)),
    // Ids first, from the covering sort indexes (workers-list-indexes): deep pages skip index entries, not rows.
    key: 'id',
    reads: workersListReads(params),
    planOnce: true,
    // A search narrowed to its names, in name order: its first page is a walk of the name index over those names,
    // whichever they are, so one plan serves every text (a new text is typed on page 1).
    firstPagePlannedOnce: search.narrowed && params.sort === 'name',
    // Those names are values of the name order: a page read from a row skips the names before it at once.
    orderListed: search.narrowed && params.sort === 'name',
  };
}

/**
 * What one request of the workers list reads: `filter`, the columns of its conditions (scope and the worker-status
 * default always, the other filters when set), which its count depends on; `order`, those and its sort's, which its
 * page starts depend on.
 */
export function workersListReads(request: { sort: WorkerSortKey; contract?: string; worker_status?: string; search?: string }): {
  filter: readonly WorkerColumn[];
  order: readonly WorkerColumn[];
} {
  const filter: WorkerColumn[] = ['entity_id', 'customer_id', 'factory_id', 'resigned'];
  if (request.contract) filter.push('contract');
  if (request.worker_status) filter.push('suitability', 'business_impact');
  if (request.search) filter.push(...WORKER_SEARCH_READS);
  return { filter, order: [...filter, ...WORKER_SORT_COLUMNS[request.sort]] };
}
