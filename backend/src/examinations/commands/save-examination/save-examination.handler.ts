import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EXAMINATION_STATUS } from '@tutela/contracts';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import type { ExaminationCommandResult } from '../existing-examination';
import { VisitSubmissions } from '../visit-submission';
import { SaveExaminationCommand } from './save-examination.command';

/** Start or save a visit as NON FIRMATA (NF) or IN ATTESA (ATT): a draft may leave required fields for later. */
@CommandHandler(SaveExaminationCommand)
export class SaveExaminationHandler implements ICommandHandler<SaveExaminationCommand, ExaminationCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly submissions: VisitSubmissions,
  ) {}

  async execute({ body, principal, commandId, now }: SaveExaminationCommand): Promise<ExaminationCommandResult> {
    // The caller routes status 1 to SignExaminationCommand (visitCommandOf): a save never signs.
    if (body.status === EXAMINATION_STATUS.FI) throw new Error('Una firma passa da SignExaminationCommand');
    const { examinationId, loaded, fields } = await this.submissions.of(body, principal, now, 'draft');
    const status = body.status === EXAMINATION_STATUS.ATT ? 'ATT' : 'NF';
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    return this.pipeline.run(examinationStreamDeclaration, examinationId, { type: 'SaveExamination', status, ...fields }, context, {
      loaded,
    });
  }
}
