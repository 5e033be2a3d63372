import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REGISTRY_MESSAGES, type JobDetail, type Database } from '@tutela/contracts';
import { tenantColumns, tenantFilterSql } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { jobColumns, jobQueryTables, jobSource, toJobDetail, type JobQueryRow } from '../job-row-mapping';
import { GetJobQuery } from './get-job.query';

/** The job card, with the revision the card sends back; outside the caller's scope a job answers 404. */
@QueryHandler(GetJobQuery)
export class GetJobHandler implements IQueryHandler<GetJobQuery, { data: JobDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ jobId, scope }: GetJobQuery): Promise<{ data: JobDetail }> {
    const scoped = tenantFilterSql(scope, tenantColumns('j'), 2);
    const tables = await jobQueryTables(this.db);
    const { rows } = await this.db.query<JobQueryRow>(
      `SELECT ${jobColumns(tables)} FROM ${jobSource(tables)} WHERE j.id = $1 AND ${scoped.sql}`,
      [jobId, ...scoped.params],
    );
    if (!rows[0]) throw new DomainError(REGISTRY_MESSAGES.JOB_NOT_FOUND, 'not_found');
    return { data: toJobDetail(rows[0]) };
  }
}
