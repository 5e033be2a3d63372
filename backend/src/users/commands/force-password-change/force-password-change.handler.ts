import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { ForcePasswordChangeCommand } from './force-password-change.command';

/** From the next request the guard lets the user reach only getuserdata, userschpwd and logout. */
@CommandHandler(ForcePasswordChangeCommand)
export class ForcePasswordChangeHandler implements ICommandHandler<ForcePasswordChangeCommand, UserCommandResult> {
  constructor(private readonly runner: UserCommandRunner) {}

  execute({ userId, reason, options }: ForcePasswordChangeCommand): Promise<UserCommandResult> {
    return this.runner.run(userId, { type: 'ForcePasswordChange', reason }, options);
  }
}
