import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REGISTRY_MESSAGES, type Database, type JobDetail } from '@tutela/contracts';
import { getJob } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { GetJobQuery } from './get-job.query';

/** The job card, with the revision the card sends back; outside the caller's scope a job answers 404. */
@QueryHandler(GetJobQuery)
export class GetJobHandler implements IQueryHandler<GetJobQuery, { data: JobDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ jobId, scope }: GetJobQuery): Promise<{ data: JobDetail }> {
    const job = await getJob(this.db, scope, jobId);
    if (!job) throw new DomainError(REGISTRY_MESSAGES.JOB_NOT_FOUND, 'not_found');
    return { data: job };
  }
}
