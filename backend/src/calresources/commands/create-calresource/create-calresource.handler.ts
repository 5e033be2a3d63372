import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CALRESOURCE_MESSAGES } from '@tutela/contracts';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import { calResourceStreamDeclaration } from '../../domain/calresource.stream';
import { CreateCalResourceCommand } from './create-calresource.command';

/** 'Nuova risorsa' / 'Nuovo ambulatorio': the record joins the caller's entity. */
@CommandHandler(CreateCalResourceCommand)
export class CreateCalResourceHandler implements ICommandHandler<CreateCalResourceCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ record, context }: CreateCalResourceCommand): Promise<CommandResult> {
    const entityId = context.scope.entityId ?? context.actor.entityId;
    if (!entityId) throw new DomainError(CALRESOURCE_MESSAGES.FORBIDDEN, 'forbidden');
    const command = { command: { type: 'CreateCalResource' as const, ...record, entityId }, entityId: context.scope.entityId };
    return commandAnswerOf(await this.pipeline.run(calResourceStreamDeclaration, record.calResourceId, command, context));
  }
}
