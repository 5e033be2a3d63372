import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommandAnswer } from '@tutela/contracts';
import { WorkerPropagation } from '../../../workers/assignments/worker-propagation';
import { JobCommandRunner } from '../job-command-runner';
import { SetJobHazardsCommand } from './set-job-hazards.command';

/** The job card's hazard form; with `propagate` the job's active workers get the same list. */
@CommandHandler(SetJobHazardsCommand)
export class SetJobHazardsHandler implements ICommandHandler<SetJobHazardsCommand, JobCommandAnswer> {
  constructor(
    private readonly runner: JobCommandRunner,
    private readonly propagation: WorkerPropagation,
  ) {}

  async execute({ jobId, hazards, propagate, options }: SetJobHazardsCommand): Promise<JobCommandAnswer> {
    const result = await this.runner.run(jobId, { type: 'SetJobHazards', hazards, propagate }, { ...options, wait: false });
    let propagated = { count: 0, position: 0 };
    const state = result.state;
    // Also on a retry whose job event already exists (no new events): the workers' own ids make it a no-op.
    if (propagate && state.status === 'active') {
      propagated = await this.propagation.propagate(
        { jobId, entityId: state.entityId, level: state.level },
        { kind: 'hazards', hazards: state.hazards },
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
