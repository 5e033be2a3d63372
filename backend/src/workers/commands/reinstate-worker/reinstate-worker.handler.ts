import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { existingWorker, type WorkerCommandResult } from '../existing-worker';
import { ReinstateWorkerCommand } from './reinstate-worker.command';

@CommandHandler(ReinstateWorkerCommand)
export class ReinstateWorkerHandler implements ICommandHandler<ReinstateWorkerCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, principal, commandId }: ReinstateWorkerCommand): Promise<WorkerCommandResult> {
    await existingWorker(this.pipeline, this.access, workerId, principal);
    return this.pipeline.run(workerStreamDeclaration, workerId, { type: 'ReinstateWorker' }, commandContextOf(principal, commandId));
  }
}
