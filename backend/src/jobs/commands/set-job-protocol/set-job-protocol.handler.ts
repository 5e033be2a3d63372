import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommandAnswer } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { countActiveWorkersOfJob } from '../../../workers/public';
import { JobCommandRunner } from '../job-command-runner';
import { SetJobProtocolCommand } from './set-job-protocol.command';

/**
 * The job card's health-protocol table. With `propagate` the job's active workers get the same protocol: not
 * from here, but from the workers' job-changes reactor hearing the JobHealthProtocolSet, which read-your-writes
 * waits for.
 */
@CommandHandler(SetJobProtocolCommand)
export class SetJobProtocolHandler implements ICommandHandler<SetJobProtocolCommand, JobCommandAnswer> {
  constructor(
    private readonly runner: JobCommandRunner,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ jobId, protocol, propagate, actorLevel, options }: SetJobProtocolCommand): Promise<JobCommandAnswer> {
    const result = await this.runner.run(jobId, { type: 'SetJobProtocol', protocol, propagate, actorLevel }, options);
    const reached = propagate && result.state.status === 'active';
    return {
      id: result.id,
      revision: result.revision,
      position: result.position,
      propagatedTo: reached ? await countActiveWorkersOfJob(this.db, jobId) : 0,
    };
  }
}
