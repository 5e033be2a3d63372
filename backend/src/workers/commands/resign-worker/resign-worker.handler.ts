import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkerCommandRunner, type WorkerCommandResult } from '../worker-command-runner';
import { ResignWorkerCommand } from './resign-worker.command';

@CommandHandler(ResignWorkerCommand)
export class ResignWorkerHandler implements ICommandHandler<ResignWorkerCommand, WorkerCommandResult> {
  constructor(private readonly runner: WorkerCommandRunner) {}

  async execute({ workerId, resignedOn, principal, commandId }: ResignWorkerCommand): Promise<WorkerCommandResult> {
    const worker = await this.runner.existing(workerId, principal);
    return this.runner.run(workerId, worker, { type: 'ResignWorker', resignedOn }, { principal, commandId });
  }
}
