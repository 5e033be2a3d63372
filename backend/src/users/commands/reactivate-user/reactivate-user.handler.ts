import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { ReactivateUserCommand } from './reactivate-user.command';

@CommandHandler(ReactivateUserCommand)
export class ReactivateUserHandler implements ICommandHandler<ReactivateUserCommand, UserCommandResult> {
  constructor(private readonly runner: UserCommandRunner) {}

  execute({ userId, options }: ReactivateUserCommand): Promise<UserCommandResult> {
    return this.runner.run(userId, { type: 'ReactivateUser' }, options);
  }
}
