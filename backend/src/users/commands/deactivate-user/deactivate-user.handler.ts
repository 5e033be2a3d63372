import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { DeactivateUserCommand } from './deactivate-user.command';

/**
 * The guard reloads the principal on every request, so once the read model shows the user inactive (the
 * pipeline waits for it) every token of theirs stops working.
 */
@CommandHandler(DeactivateUserCommand)
export class DeactivateUserHandler implements ICommandHandler<DeactivateUserCommand, UserCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ userId, reason, context }: DeactivateUserCommand): Promise<UserCommandResult> {
    // An administrator locking themselves out would leave the entity without anyone to undo it.
    if (context.actor.userId === userId) throw new DomainError(USER_MESSAGES.CANNOT_DEACTIVATE_SELF, 'validation');
    return this.pipeline.run(userStreamDeclaration, userId, { type: 'DeactivateUser', reason }, context);
  }
}
