import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommandAnswer } from '@tutela/contracts';
import { WorkerPropagation } from '../../../workers/assignments/worker-propagation';
import { JobCommandRunner } from '../job-command-runner';
import { SetJobProtocolCommand } from './set-job-protocol.command';

/** The job card's health-protocol table; with `propagate` the job's active workers get the same protocol. */
@CommandHandler(SetJobProtocolCommand)
export class SetJobProtocolHandler implements ICommandHandler<SetJobProtocolCommand, JobCommandAnswer> {
  constructor(
    private readonly runner: JobCommandRunner,
    private readonly propagation: WorkerPropagation,
  ) {}

  async execute({ jobId, protocol, propagate, actorLevel, options }: SetJobProtocolCommand): Promise<JobCommandAnswer> {
    const result = await this.runner.run(jobId, { type: 'SetJobProtocol', protocol, propagate, actorLevel }, { ...options, wait: false });
    let propagated = { count: 0, position: 0 };
    const state = result.state;
    if (propagate && state.status === 'active') {
      propagated = await this.propagation.propagate(
        { jobId, entityId: state.entityId, level: state.level },
        { kind: 'protocol', protocol: state.protocol },
        options,
      );
    }
    await this.runner.waitFor(Math.max(result.position, propagated.position));
    return {
      id: result.id,
      revision: result.revision,
      position: Math.max(result.position, propagated.position),
      propagatedTo: propagated.count,
    };
  }
}
