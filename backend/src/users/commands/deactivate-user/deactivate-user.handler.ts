import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { DeactivateUserCommand } from './deactivate-user.command';

/**
 * The guard reloads the principal on every request, so once the read model shows the user inactive (the
 * runner waits for it) every token of theirs stops working.
 */
@CommandHandler(DeactivateUserCommand)
export class DeactivateUserHandler implements ICommandHandler<DeactivateUserCommand, UserCommandResult> {
  constructor(private readonly runner: UserCommandRunner) {}

  async execute({ userId, reason, options }: DeactivateUserCommand): Promise<UserCommandResult> {
    // An administrator locking themselves out would leave the entity without anyone to undo it.
    if (options.actor.userId === userId) throw new DomainError(USER_MESSAGES.CANNOT_DEACTIVATE_SELF, 'validation');
    return this.runner.run(userId, { type: 'DeactivateUser', reason }, options);
  }
}
