import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, JobLookupRow } from '@tutela/contracts';
import { lookupJobs } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { LookupJobsQuery } from './lookup-jobs.query';

/**
 * The job select of the job assignment form: the jobs of the factory (or of the customer, without a factory)
 * and the entity's general jobs, not retired, general ones last (projections' lookupJobs).
 */
@QueryHandler(LookupJobsQuery)
export class LookupJobsHandler implements IQueryHandler<LookupJobsQuery, { data: JobLookupRow[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: LookupJobsQuery): Promise<{ data: JobLookupRow[] }> {
    return { data: await lookupJobs(this.db, scope, params) };
  }
}
