import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import type { ExaminationCommandResult } from '../existing-examination';
import { VisitSubmissions } from '../visit-submission';
import { SignExaminationCommand } from './sign-examination.command';

/** Sign a visit, starting it when it is new: a signature needs every required field of its form version. */
@CommandHandler(SignExaminationCommand)
export class SignExaminationHandler implements ICommandHandler<SignExaminationCommand, ExaminationCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly submissions: VisitSubmissions,
  ) {}

  async execute({ body, principal, commandId, now }: SignExaminationCommand): Promise<ExaminationCommandResult> {
    const { examinationId, loaded, fields } = await this.submissions.of(body, principal, now, 'final');
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    return this.pipeline.run(examinationStreamDeclaration, examinationId, { type: 'SignExamination', ...fields }, context, { loaded });
  }
}
