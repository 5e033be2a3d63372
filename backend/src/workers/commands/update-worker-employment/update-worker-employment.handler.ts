import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { existingWorker, type WorkerCommandResult } from '../existing-worker';
import { UpdateWorkerEmploymentCommand } from './update-worker-employment.command';

@CommandHandler(UpdateWorkerEmploymentCommand)
export class UpdateWorkerEmploymentHandler implements ICommandHandler<UpdateWorkerEmploymentCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, body, principal, commandId }: UpdateWorkerEmploymentCommand): Promise<WorkerCommandResult> {
    await existingWorker(this.pipeline, this.access, workerId, principal);
    const changes = {
      ...(body.contract !== undefined && { contract: body.contract }),
      ...(body.suitability !== undefined && { suitability: body.suitability }),
      ...(body.business_impact !== undefined && { businessImpact: body.business_impact }),
      ...(body.exclude_ss !== undefined && { excludeSs: body.exclude_ss }),
    };
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    return this.pipeline.run(workerStreamDeclaration, workerId, { type: 'UpdateWorkerEmployment', changes }, context);
  }
}
