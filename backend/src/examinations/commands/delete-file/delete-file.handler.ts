import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf } from '../../infrastructure/examination-access';
import { ExaminationCommandRunner, metadataActor, type ExaminationCommandResult } from '../../infrastructure/examination-command-runner';
import { DeleteFileCommand } from './delete-file.command';

/** Deleting an attachment is an event: the log keeps that it existed and who removed it. */
@CommandHandler(DeleteFileCommand)
export class DeleteFileHandler implements ICommandHandler<DeleteFileCommand, ExaminationCommandResult> {
  constructor(private readonly runner: ExaminationCommandRunner) {}

  async execute({ examinationId, fileId, principal, commandId }: DeleteFileCommand): Promise<ExaminationCommandResult> {
    const loaded = await this.runner.existing(examinationId, principal);
    const { state } = loaded;
    return this.runner.run(
      examinationId,
      state.started,
      { type: 'DeleteExaminationFile', actor: actorOf(principal), fileId },
      { actor: metadataActor(principal), commandId, loaded },
    );
  }
}
