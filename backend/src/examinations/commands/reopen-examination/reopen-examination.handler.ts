import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf } from '../../infrastructure/examination-access';
import { ExaminationCommandRunner, metadataActor, type ExaminationCommandResult } from '../../infrastructure/examination-command-runner';
import { ReopenExaminationCommand } from './reopen-examination.command';

/** A signed visit becomes NON FIRMATA; its signed version stays as an archived, read-only version. */
@CommandHandler(ReopenExaminationCommand)
export class ReopenExaminationHandler implements ICommandHandler<ReopenExaminationCommand, ExaminationCommandResult> {
  constructor(private readonly runner: ExaminationCommandRunner) {}

  async execute({ examinationId, revision, principal, commandId, now }: ReopenExaminationCommand): Promise<ExaminationCommandResult> {
    const loaded = await this.runner.existing(examinationId, principal);
    const { state } = loaded;
    return this.runner.run(
      examinationId,
      state.started,
      { type: 'ReopenExamination', actor: actorOf(principal), now: now.toISOString() },
      { actor: metadataActor(principal), commandId, clientRevision: revision, loaded },
    );
  }
}
