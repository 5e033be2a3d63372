import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { existingWorker, type WorkerCommandResult } from '../existing-worker';
import { TransferWorkerCommand } from './transfer-worker.command';

@CommandHandler(TransferWorkerCommand)
export class TransferWorkerHandler implements ICommandHandler<TransferWorkerCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, body, principal, commandId }: TransferWorkerCommand): Promise<WorkerCommandResult> {
    // Both ends: the caller must be allowed to change the worker where it is and where it goes.
    await existingWorker(this.pipeline, this.access, workerId, principal);
    const target = await this.access.tenantFor(principal, body.customer_id, body.factory_id ?? null);
    const command = { type: 'TransferWorker' as const, customerId: target.customerId, factoryId: target.factoryId };
    return this.pipeline.run(workerStreamDeclaration, workerId, command, commandContextOf(principal, commandId));
  }
}
