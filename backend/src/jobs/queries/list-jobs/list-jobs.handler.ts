import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { JobRow, JobSortKey, PagedResponse, Database } from '@tutela/contracts';
import { JOB_SORT_EXPRESSIONS, tenantColumns, tenantFilterSql } from '@tutela/projections';
import { searchPattern, searchUsesIndex } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { jobColumns, jobQueryTables, jobSource, toJobRow, type JobQueryRow } from '../job-row-mapping';
import { ListJobsQuery } from './list-jobs.query';

/** Whitelisted ORDER BY expressions (those of the jobs' list indexes), with the `j` alias of the query. */
const ORDER_BY: Record<JobSortKey, string> = Object.fromEntries(
  Object.entries(JOB_SORT_EXPRESSIONS).map(([key, expression]) => [key, expression.replace(/\b(name|level|created_at)\b/, 'j.$1')]),
) as Record<JobSortKey, string>;

/** The 'Mansionario' lists: general jobs (glist) and specific jobs, inside the caller's scope. */
@QueryHandler(ListJobsQuery)
export class ListJobsHandler implements IQueryHandler<ListJobsQuery, PagedResponse<JobRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: ListJobsQuery): Promise<PagedResponse<JobRow>> {
    const scoped = tenantFilterSql(scope, tenantColumns('j'), 1);
    const tables = await jobQueryTables(this.db);
    const search = searchPattern(params.search);
    const direction = sqlDirection(params.order);
    return queryPage(
      this.db,
      {
        select: jobColumns(tables),
        from: jobSource(tables),
        where: [
          scoped.sql,
          '($4::boolean = false OR NOT j.retired)',
          '($5::text IS NULL OR j.search_text ILIKE $5)',
          '($6::int IS NULL OR j.level = $6)',
          '($7::text IS NULL OR j.job_type = $7)',
          '($8::text IS NULL OR j.customer_id = $8)',
          '($9::text IS NULL OR j.factory_id = $9)',
          "($10::text IS NULL OR ($10 = '1') = (j.customer_id IS NULL))",
        ].join(' AND '),
        params: [
          ...scoped.params,
          params.hide_inactive !== '0',
          search,
          params.level ?? null,
          params.job_type ?? null,
          params.customer_id ?? null,
          params.factory_id ?? null,
          params.general ?? null,
        ],
        orderBy: `${ORDER_BY[params.sort]} ${direction}, j.id ${direction}`,
        searching: search !== null && searchUsesIndex(params.search),
      },
      params,
      (row: JobQueryRow) => toJobRow(row),
    );
  }
}
