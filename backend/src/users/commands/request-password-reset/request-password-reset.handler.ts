import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CredentialSecrets, withSecret } from '../../infrastructure/credential-secrets';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly secrets: CredentialSecrets,
  ) {}

  /** The token's sha256 goes to `credential_secrets`; the event names it by reference only. */
  async execute({ userId, tokenHash, expiresAt, app, context }: RequestPasswordResetCommand): Promise<UserCommandResult> {
    const secret = { kind: 'reset_token' as const, userId, commandId: context.commandId, secretHash: tokenHash };
    return withSecret(this.secrets, secret, (tokenRef) =>
      this.pipeline.run(userStreamDeclaration, userId, { type: 'RequestPasswordReset', tokenRef, expiresAt, app }, context),
    );
  }
}
