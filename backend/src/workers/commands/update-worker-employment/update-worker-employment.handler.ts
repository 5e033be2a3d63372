import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkerCommandRunner, type WorkerCommandResult } from '../worker-command-runner';
import { editConflicts } from '../worker-edit-conflicts';
import { UpdateWorkerEmploymentCommand } from './update-worker-employment.command';

@CommandHandler(UpdateWorkerEmploymentCommand)
export class UpdateWorkerEmploymentHandler implements ICommandHandler<UpdateWorkerEmploymentCommand, WorkerCommandResult> {
  constructor(private readonly runner: WorkerCommandRunner) {}

  async execute({ workerId, body, principal, commandId }: UpdateWorkerEmploymentCommand): Promise<WorkerCommandResult> {
    const worker = await this.runner.existing(workerId, principal);
    const changes = {
      ...(body.contract !== undefined && { contract: body.contract }),
      ...(body.suitability !== undefined && { suitability: body.suitability }),
      ...(body.business_impact !== undefined && {
        businessImpact: body.business_impact,
      }),
      ...(body.exclude_ss !== undefined && { excludeSs: body.exclude_ss }),
    };
    return this.runner.run(
      workerId,
      worker,
      { type: 'UpdateWorkerEmployment', changes },
      {
        principal,
        commandId,
        clientRevision: editConflicts(body.revision, 'WorkerEmploymentUpdated', Object.keys(changes)),
      },
    );
  }
}
