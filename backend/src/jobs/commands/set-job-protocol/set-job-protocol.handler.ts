import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommandAnswer, Database } from '@tutela/contracts';
import { DATABASE } from '../../../shared/tokens';
import { countActiveWorkersOfJob } from '../../../workers/public';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { jobStreamDeclaration } from '../../domain/job.stream';
import { SetJobProtocolCommand } from './set-job-protocol.command';

/**
 * The job card's health-protocol table. With `propagate` the job's active workers get the same protocol: not
 * from here, but from the workers' job-changes reactor hearing the JobHealthProtocolSet, which read-your-writes
 * waits for.
 */
@CommandHandler(SetJobProtocolCommand)
export class SetJobProtocolHandler implements ICommandHandler<SetJobProtocolCommand, JobCommandAnswer> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ jobId, protocol, propagate, actorLevel, context }: SetJobProtocolCommand): Promise<JobCommandAnswer> {
    const command = { command: { type: 'SetJobProtocol' as const, protocol, propagate, actorLevel }, scope: context.scope };
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
