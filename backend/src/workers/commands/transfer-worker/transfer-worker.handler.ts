import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkerCommandRunner, type WorkerCommandResult } from '../worker-command-runner';
import { TransferWorkerCommand } from './transfer-worker.command';

@CommandHandler(TransferWorkerCommand)
export class TransferWorkerHandler implements ICommandHandler<TransferWorkerCommand, WorkerCommandResult> {
  constructor(private readonly runner: WorkerCommandRunner) {}

  async execute({ workerId, body, principal, commandId }: TransferWorkerCommand): Promise<WorkerCommandResult> {
    // Both ends: the caller must be allowed to change the worker where it is and where it goes.
    await this.runner.existing(workerId, principal);
    const target = await this.runner.tenantFor(principal, body.customer_id, body.factory_id ?? null);
    return this.runner.run(
      workerId,
      target,
      {
        type: 'TransferWorker',
        customerId: target.customerId,
        factoryId: target.factoryId,
      },
      { principal, commandId },
    );
  }
}
