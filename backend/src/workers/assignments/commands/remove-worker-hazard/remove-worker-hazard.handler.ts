import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../shared/command-runner';
import { CommandPipeline } from '../../../../shared/command-pipeline';
import { runWorkerCommand } from '../../worker-command-context';
import { RemoveWorkerHazardCommand } from './remove-worker-hazard.command';

/** Removes one hazard's pivot from the worker. */
@CommandHandler(RemoveWorkerHazardCommand)
export class RemoveWorkerHazardHandler implements ICommandHandler<RemoveWorkerHazardCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ workerId, hazardId, context }: RemoveWorkerHazardCommand): Promise<CommandResult> {
    return runWorkerCommand(this.pipeline, workerId, { type: 'RemoveWorkerHazard', hazardId }, context);
  }
}
