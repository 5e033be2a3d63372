import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { RevokeUserRoleCommand } from './revoke-user-role.command';

@CommandHandler(RevokeUserRoleCommand)
export class RevokeUserRoleHandler implements ICommandHandler<RevokeUserRoleCommand, UserCommandResult> {
  constructor(private readonly runner: UserCommandRunner) {}

  execute({ userId, grantId, options }: RevokeUserRoleCommand): Promise<UserCommandResult> {
    return this.runner.run(userId, { type: 'RevokeUserRole', grantId }, options);
  }
}
