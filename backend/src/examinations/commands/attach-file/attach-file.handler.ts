import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import { derivedUuid } from '../../../shared/derived-uuid';
import { DomainError } from '../../../shared/domain-error';
import { canEditExamination } from '../../domain/examination-rules';
import { acceptedFile } from '../../files/file-rules';
import { FileStore } from '../../files/file-store';
import { actorOf } from '../../infrastructure/examination-access';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import { existingExamination, type ExaminationCommandResult } from '../existing-examination';
import { AttachFileCommand } from './attach-file.command';

/** Stores the bytes (content-addressed) first, then records the attachment: an event never points at nothing. */
@CommandHandler(AttachFileCommand)
export class AttachFileHandler implements ICommandHandler<AttachFileCommand, ExaminationCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly files: FileStore,
  ) {}

  async execute({ examinationId, file, principal, commandId }: AttachFileCommand): Promise<ExaminationCommandResult> {
    const loaded = await existingExamination(this.pipeline, examinationId, principal);
    const actor = actorOf(principal);
    // Checked before the bytes are stored, so a refused caller leaves nothing behind (the decider checks again).
    if (!canEditExamination(actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.EDIT_FORBIDDEN, 'forbidden');
    if (!file) throw DomainError.validation('file', 'Nessun file caricato');
    const { fileName, mimeType } = acceptedFile(file.originalname, file.size);
    const sha256 = await this.files.put(file.buffer);
    const fileId = derivedUuid(`${commandId}:file`);
    const command = {
      type: 'AttachExaminationFile' as const,
      actor,
      file: { fileId, fileName, mimeType, size: file.buffer.length, sha256 },
    };
    return this.pipeline.run(examinationStreamDeclaration, examinationId, command, commandContextOf(principal, commandId), { loaded });
  }
}
