import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, WorkerSearchRow } from '@tutela/contracts';
import { searchWorkers } from '@tutela/projections';
import type { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { DATABASE } from '../../../shared/tokens';
import { toWorkerSearchRow } from '../../worker-row-mapping';
import { WORKERS_LIST_PAGING } from '../workers-list-paging';
import { SearchWorkersQuery } from './search-workers.query';

/** The header's worker search (projections' searchWorkers): the start of a name first, then the other matches. */
@QueryHandler(SearchWorkersQuery)
export class SearchWorkersHandler implements IQueryHandler<SearchWorkersQuery, { data: WorkerSearchRow[] }> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(WORKERS_LIST_PAGING) private readonly paging?: ListPagingCache,
  ) {}

  async execute({ name, includeResigned, scope }: SearchWorkersQuery): Promise<{ data: WorkerSearchRow[] }> {
    return { data: (await searchWorkers(this.db, scope, name, includeResigned, this.paging)).map(toWorkerSearchRow) };
  }
}
