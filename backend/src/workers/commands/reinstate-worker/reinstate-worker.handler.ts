import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkerCommandRunner, type WorkerCommandResult } from '../worker-command-runner';
import { ReinstateWorkerCommand } from './reinstate-worker.command';

@CommandHandler(ReinstateWorkerCommand)
export class ReinstateWorkerHandler implements ICommandHandler<ReinstateWorkerCommand, WorkerCommandResult> {
  constructor(private readonly runner: WorkerCommandRunner) {}

  async execute({ workerId, principal, commandId }: ReinstateWorkerCommand): Promise<WorkerCommandResult> {
    const worker = await this.runner.existing(workerId, principal);
    return this.runner.run(workerId, worker, { type: 'ReinstateWorker' }, { principal, commandId });
  }
}
