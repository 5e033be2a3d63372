import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../shared/command-runner';
import { WorkerAssignmentRunner } from '../../worker-assignment-runner';
import { RemoveWorkerHazardCommand } from './remove-worker-hazard.command';

/** Removes one hazard's pivot from the worker. */
@CommandHandler(RemoveWorkerHazardCommand)
export class RemoveWorkerHazardHandler implements ICommandHandler<RemoveWorkerHazardCommand, CommandResult> {
  constructor(private readonly runner: WorkerAssignmentRunner) {}

  execute({ workerId, hazardId, context }: RemoveWorkerHazardCommand): Promise<CommandResult> {
    return this.runner.run(workerId, { type: 'RemoveWorkerHazard', hazardId }, context);
  }
}
