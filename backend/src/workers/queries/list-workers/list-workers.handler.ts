import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, PagedResponse, WorkerListRow } from '@tutela/contracts';
import { workersList, type WorkerListSqlRow } from '@tutela/projections';
import type { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { toWorkerListRow } from '../../worker-row-mapping';
import { ListWorkersQuery } from './list-workers.query';
import { WORKERS_LIST_PAGING } from '../workers-list-paging';

function emptyPage(params: ListWorkersQuery['params']): PagedResponse<WorkerListRow> {
  const { page, per_page, sort, order } = params;
  return { data: [], meta: { total: 0, page, per_page, sort, order } };
}

/** The workers list inside the caller's scope (projections' workersList), paged with what the list has learnt. */
@QueryHandler(ListWorkersQuery)
export class ListWorkersHandler implements IQueryHandler<ListWorkersQuery, PagedResponse<WorkerListRow>> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(WORKERS_LIST_PAGING) private readonly paging: ListPagingCache,
  ) {}

  async execute({ params, scope }: ListWorkersQuery): Promise<PagedResponse<WorkerListRow>> {
    const list = await workersList(this.db, scope, params, this.paging);
    if (!list) return emptyPage(params);
    return queryPage(this.db, { ...list, paging: this.paging }, params, (row: WorkerListSqlRow) => toWorkerListRow(row));
  }
}
