import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CredentialSecrets, withSecret } from '../../infrastructure/credential-secrets';
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
    const secret = { kind: 'reset_token' as const, userId, commandId: options.commandId, secretHash: tokenHash };
    return withSecret(this.secrets, secret, (tokenRef) =>
      this.runner.run(userId, { type: 'RequestPasswordReset', tokenRef, expiresAt, app }, options),
    );
  }
}
