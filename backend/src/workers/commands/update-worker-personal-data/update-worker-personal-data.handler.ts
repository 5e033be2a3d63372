import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { existingWorker, type WorkerCommandResult } from '../existing-worker';
import { withBirthPlace } from '../worker-birth-place';
import { personalChanges } from '../worker-personal-data.mapping';
import { UpdateWorkerPersonalDataCommand } from './update-worker-personal-data.command';

@CommandHandler(UpdateWorkerPersonalDataCommand)
export class UpdateWorkerPersonalDataHandler implements ICommandHandler<UpdateWorkerPersonalDataCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, body, principal, commandId }: UpdateWorkerPersonalDataCommand): Promise<WorkerCommandResult> {
    const worker = await existingWorker(this.pipeline, this.access, workerId, principal);
    let changes = personalChanges(body);
    // A new place or date: the place must have existed on the (new) birth date.
    const placeChanged = changes.birthPlace !== undefined || changes.birthPlaceCode !== undefined;
    if (placeChanged || changes.birthDate !== undefined) {
      const place = placeChanged
        ? { birthPlace: changes.birthPlace ?? '', birthPlaceCode: changes.birthPlaceCode ?? null }
        : { birthPlace: worker.personal.birthPlace, birthPlaceCode: worker.personal.birthPlaceCode };
      const resolved = await withBirthPlace(place, changes.birthDate ?? worker.personal.birthDate);
      changes = { ...changes, birthPlace: resolved.birthPlace, birthPlaceCode: resolved.birthPlaceCode };
    }
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    return this.pipeline.run(workerStreamDeclaration, workerId, { type: 'UpdateWorkerPersonalData', changes }, context);
  }
}
