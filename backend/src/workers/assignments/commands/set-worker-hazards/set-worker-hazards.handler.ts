import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../shared/command-runner';
import { JobSnapshots } from '../../job-snapshots';
import { CommandPipeline } from '../../../../shared/command-pipeline';
import { runWorkerCommand } from '../../worker-command-context';
import { workerAssignmentStreamDeclaration as workers } from '../../worker-assignment.stream';
import { requireVisibleWorker } from '../../worker-visibility';
import { SetWorkerHazardsCommand } from './set-worker-hazards.command';

/** The worker card's hazard form; the detailed forms are kept only when the worker's job is level 1. */
@CommandHandler(SetWorkerHazardsCommand)
export class SetWorkerHazardsHandler implements ICommandHandler<SetWorkerHazardsCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobSnapshots,
  ) {}

  async execute({ workerId, change, context }: SetWorkerHazardsCommand): Promise<CommandResult> {
    const state = await this.pipeline.load(workers, workerId);
    requireVisibleWorker(state, context.scope);
    const job = state.jobId ? (await this.jobs.byIds([state.jobId])).get(state.jobId) : undefined;
    const detailed = job?.level === 1;
    const command =
      'hazards' in change
        ? { type: 'SetWorkerHazards' as const, hazards: change.hazards, detailed }
        : { type: 'SetWorkerHazard' as const, hazard: change.hazard, detailed };
    return runWorkerCommand(this.pipeline, workerId, command, context);
  }
}
