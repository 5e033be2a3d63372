import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { personalChanges } from '../worker-personal-data.mapping';
import { WorkerCommandRunner, type WorkerCommandResult } from '../worker-command-runner';
import { editConflicts } from '../worker-edit-conflicts';
import { UpdateWorkerPersonalDataCommand } from './update-worker-personal-data.command';

@CommandHandler(UpdateWorkerPersonalDataCommand)
export class UpdateWorkerPersonalDataHandler implements ICommandHandler<UpdateWorkerPersonalDataCommand, WorkerCommandResult> {
  constructor(private readonly runner: WorkerCommandRunner) {}

  async execute({ workerId, body, principal, commandId }: UpdateWorkerPersonalDataCommand): Promise<WorkerCommandResult> {
    const worker = await this.runner.existing(workerId, principal);
    let changes = personalChanges(body);
    // A new place or date: the place must have existed on the (new) birth date.
    if (changes.birthPlace !== undefined || changes.birthPlaceCode !== undefined || changes.birthDate !== undefined) {
      const place =
        changes.birthPlace !== undefined || changes.birthPlaceCode !== undefined
          ? {
              birthPlace: changes.birthPlace ?? '',
              birthPlaceCode: changes.birthPlaceCode ?? null,
            }
          : {
              birthPlace: worker.personal.birthPlace,
              birthPlaceCode: worker.personal.birthPlaceCode,
            };
      const resolved = await this.runner.withBirthPlace(place, changes.birthDate ?? worker.personal.birthDate);
      changes = {
        ...changes,
        birthPlace: resolved.birthPlace,
        birthPlaceCode: resolved.birthPlaceCode,
      };
    }
    return this.runner.run(
      workerId,
      worker,
      { type: 'UpdateWorkerPersonalData', changes },
      {
        principal,
        commandId,
        clientRevision: editConflicts(body.revision, 'WorkerPersonalDataUpdated', Object.keys(changes)),
      },
    );
  }
}
