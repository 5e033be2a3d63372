import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import { derivedUuid } from '../../../shared/derived-uuid';
import { DomainError } from '../../../shared/domain-error';
import { canEditExamination } from '../../domain/examination-rules';
import { acceptedFile } from '../../files/file-rules';
import { FileStore } from '../../files/file-store';
import { actorOf } from '../../infrastructure/examination-access';
import { ExaminationCommandRunner, metadataActor, type ExaminationCommandResult } from '../../infrastructure/examination-command-runner';
import { AttachFileCommand } from './attach-file.command';

/** Stores the bytes (content-addressed) first, then records the attachment: an event never points at nothing. */
@CommandHandler(AttachFileCommand)
export class AttachFileHandler implements ICommandHandler<AttachFileCommand, ExaminationCommandResult> {
  constructor(
    private readonly runner: ExaminationCommandRunner,
    private readonly files: FileStore,
  ) {}

  async execute({ examinationId, file, principal, commandId }: AttachFileCommand): Promise<ExaminationCommandResult> {
    const loaded = await this.runner.existing(examinationId, principal);
    const { state } = loaded;
    const actor = actorOf(principal);
    // Checked before the bytes are stored, so a refused caller leaves nothing behind (the decider checks again).
    if (!canEditExamination(actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.EDIT_FORBIDDEN, 'forbidden');
    if (!file) throw DomainError.validation('file', 'Nessun file caricato');
    const { fileName, mimeType } = acceptedFile(file.originalname, file.size);
    const sha256 = await this.files.put(file.buffer);
    const fileId = derivedUuid(`${commandId}:file`);
    return this.runner.run(
      examinationId,
      state.started,
      { type: 'AttachExaminationFile', actor, file: { fileId, fileName, mimeType, size: file.buffer.length, sha256 } },
      { actor: metadataActor(principal), commandId, loaded },
    );
  }
}
