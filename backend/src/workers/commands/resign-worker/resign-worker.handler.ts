import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { existingWorker, type WorkerCommandResult } from '../existing-worker';
import { ResignWorkerCommand } from './resign-worker.command';

@CommandHandler(ResignWorkerCommand)
export class ResignWorkerHandler implements ICommandHandler<ResignWorkerCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, resignedOn, principal, commandId }: ResignWorkerCommand): Promise<WorkerCommandResult> {
    await existingWorker(this.pipeline, this.access, workerId, principal);
    const command = { type: 'ResignWorker' as const, resignedOn };
    return this.pipeline.run(workerStreamDeclaration, workerId, command, commandContextOf(principal, commandId));
  }
}
