import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CredentialSecrets } from '../../infrastructure/credential-secrets';
import { UserCommandRunner, type UserCommandResult } from '../user-command-runner';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, UserCommandResult> {
  constructor(
    private readonly runner: UserCommandRunner,
    private readonly secrets: CredentialSecrets,
  ) {}

  /** The token's sha256 goes to `credential_secrets`; the event names it by reference only. */
  async execute({ userId, tokenHash, expiresAt, app, options }: RequestPasswordResetCommand): Promise<UserCommandResult> {
    const tokenRef = await this.secrets.keep('reset_token', userId, options.commandId, tokenHash);
    return this.runner.run(userId, { type: 'RequestPasswordReset', tokenRef, expiresAt, app }, options);
  }
}
