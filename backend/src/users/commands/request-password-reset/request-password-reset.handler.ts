import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, UserCommandResult> {
  constructor(private readonly runner: UserCommandRunner) {}

  execute({ userId, tokenHash, expiresAt, app, options }: RequestPasswordResetCommand): Promise<UserCommandResult> {
    return this.runner.run(userId, { type: 'RequestPasswordReset', tokenHash, expiresAt, app }, options);
  }
}
