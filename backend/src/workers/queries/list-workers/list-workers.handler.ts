import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  WORKER_STATUS_SUITABILITY,
  type PagedResponse,
  type WorkerListRow,
  type WorkerStatusFilter,
  type Database,
} from '@tutela/contracts';
import { WORKER_FACTORY_KEY, workerSortOrder, addTenantConditions, tenantColumns } from '@tutela/projections';
import type { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { SqlConditions } from '../../../http/paging/sql-conditions';
import { WORKER_LIST_COLUMNS, toWorkerListRow, type WorkerListSqlRow } from '../../worker-row-mapping';
import { ListWorkersQuery } from './list-workers.query';
import { NO_MATCH, workerSearchFilter } from '../worker-search-filter';
import { WORKERS_LIST_PAGING, workersListReads } from '../workers-list-paging';

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
function oneCompany(params: ListWorkersQuery['params'], scope: ListWorkersQuery['scope']): boolean {
  return Boolean(params.customer_id || params.factory_id) || scope.customerIds?.length === 1 || scope.factoryIds?.length === 1;
}

function emptyPage(params: ListWorkersQuery['params']): PagedResponse<WorkerListRow> {
  const { page, per_page, sort, order } = params;
  return { data: [], meta: { total: 0, page, per_page, sort, order } };
}

@QueryHandler(ListWorkersQuery)
export class ListWorkersHandler implements IQueryHandler<ListWorkersQuery, PagedResponse<WorkerListRow>> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(WORKERS_LIST_PAGING) private readonly paging: ListPagingCache,
  ) {}

  async execute({ params, scope }: ListWorkersQuery): Promise<PagedResponse<WorkerListRow>> {
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
    const search = await workerSearchFilter(this.db, params.search, where.next, { paging: this.paging });
    // No name or tax code contains the text (a typo, a name half typed): nobody, without asking for a page.
    if (search.sql === NO_MATCH) return emptyPage(params);
    if (search.sql !== 'TRUE') where.addBuilt(search);
    return queryPage(
      this.db,
      {
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
        paging: this.paging,
        reads: workersListReads(params),
        planOnce: true,
        // A search narrowed to its names, in name order: its first page is a walk of the name index over those names,
        // whichever they are, so one plan serves every text (a new text is typed on page 1).
        firstPagePlannedOnce: search.narrowed && params.sort === 'name',
        // Those names are values of the name order: a page read from a row skips the names before it at once.
        orderListed: search.narrowed && params.sort === 'name',
      },
      params,
      (row: WorkerListSqlRow) => toWorkerListRow(row),
    );
  }
}
