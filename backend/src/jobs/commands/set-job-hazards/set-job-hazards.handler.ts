import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommandAnswer, Database } from '@tutela/contracts';
import { DATABASE } from '../../../shared/tokens';
import { countActiveWorkersOfJob } from '../../../workers/public';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { jobStreamDeclaration } from '../../domain/job.stream';
import { SetJobHazardsCommand } from './set-job-hazards.command';

/**
 * The job card's hazard form. With `propagate` the job's active workers get the same list: not from here, but
 * from the workers' job-changes reactor hearing the JobHazardsSet, which read-your-writes waits for.
 */
@CommandHandler(SetJobHazardsCommand)
export class SetJobHazardsHandler implements ICommandHandler<SetJobHazardsCommand, JobCommandAnswer> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ jobId, hazards, propagate, context }: SetJobHazardsCommand): Promise<JobCommandAnswer> {
    const command = { command: { type: 'SetJobHazards' as const, hazards, propagate }, scope: context.scope };
    const result = await this.pipeline.run(jobStreamDeclaration, jobId, command, context);
    const reached = propagate && result.state.status === 'active';
    return {
      id: result.id,
      revision: result.revision,
      position: result.position,
      propagatedTo: reached ? await countActiveWorkersOfJob(this.db, jobId) : 0,
    };
  }
}
