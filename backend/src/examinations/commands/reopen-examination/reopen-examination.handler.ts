import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf } from '../../infrastructure/examination-access';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import { existingExamination, type ExaminationCommandResult } from '../existing-examination';
import { ReopenExaminationCommand } from './reopen-examination.command';

/** A signed visit becomes NON FIRMATA; its signed version stays as an archived, read-only version. */
@CommandHandler(ReopenExaminationCommand)
export class ReopenExaminationHandler implements ICommandHandler<ReopenExaminationCommand, ExaminationCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ examinationId, revision, principal, commandId, now }: ReopenExaminationCommand): Promise<ExaminationCommandResult> {
    const loaded = await existingExamination(this.pipeline, examinationId, principal);
    const command = { type: 'ReopenExamination' as const, actor: actorOf(principal), now: now.toISOString() };
    const context = commandContextOf(principal, commandId, { clientRevision: revision });
    return this.pipeline.run(examinationStreamDeclaration, examinationId, command, context, { loaded });
  }
}
