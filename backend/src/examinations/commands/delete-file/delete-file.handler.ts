import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf } from '../../infrastructure/examination-access';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import { existingExamination, type ExaminationCommandResult } from '../existing-examination';
import { DeleteFileCommand } from './delete-file.command';

/** Deleting an attachment is an event: the log keeps that it existed and who removed it. */
@CommandHandler(DeleteFileCommand)
export class DeleteFileHandler implements ICommandHandler<DeleteFileCommand, ExaminationCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ examinationId, fileId, principal, commandId }: DeleteFileCommand): Promise<ExaminationCommandResult> {
    const loaded = await existingExamination(this.pipeline, examinationId, principal);
    const command = { type: 'DeleteExaminationFile' as const, actor: actorOf(principal), fileId };
    return this.pipeline.run(examinationStreamDeclaration, examinationId, command, commandContextOf(principal, commandId), { loaded });
  }
}
