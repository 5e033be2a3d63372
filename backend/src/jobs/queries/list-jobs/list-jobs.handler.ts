import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, JobRow, PagedResponse } from '@tutela/contracts';
import { jobsList, toJobRow, type JobQueryRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { ListJobsQuery } from './list-jobs.query';

/** The 'Mansionario' lists: general jobs (glist) and specific jobs, inside the caller's scope (projections' jobsList). */
@QueryHandler(ListJobsQuery)
export class ListJobsHandler implements IQueryHandler<ListJobsQuery, PagedResponse<JobRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: ListJobsQuery): Promise<PagedResponse<JobRow>> {
    return queryPage(this.db, await jobsList(this.db, scope, params), params, (row: JobQueryRow) => toJobRow(row));
  }
}
