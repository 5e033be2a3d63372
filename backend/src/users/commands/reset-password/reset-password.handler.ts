import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ALL_TENANTS, USER_MESSAGES } from '@tutela/contracts';
import { createHash } from 'node:crypto';
import { DomainError } from '../../../shared/domain-error';
import { normalizeEmail } from '../../domain/email';
import { CredentialSecrets, withSecret } from '../../infrastructure/credential-secrets';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { assertPasswordAcceptable, PasswordRules } from '../../infrastructure/password-rules';
import { UserReadModel } from '../../infrastructure/user-read-model';
import { passwordExpiryFrom } from '../password-expiry';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { ResetPasswordCommand } from './reset-password.command';

export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly hasher: PasswordHasher,
    private readonly rules: PasswordRules,
    private readonly readModel: UserReadModel,
    private readonly secrets: CredentialSecrets,
  ) {}

  async execute({ input, commandId }: ResetPasswordCommand): Promise<UserCommandResult> {
    const account = await this.readModel.credentialsByEmail(normalizeEmail(input.email));
    const strict = account ? await this.rules.strictFor(account.user_id) : false;
    assertPasswordAcceptable(input.password, input.confirmation, strict);
    // Unknown e-mail, wrong or expired token: one message, so the form cannot be used to probe accounts.
    if (!account) throw DomainError.validation('token', USER_MESSAGES.RESET_TOKEN_INVALID);
    const user = await this.readModel.user(account.user_id);
    const tokenHash = resetTokenHash(input.token);
    const tokenRef = await this.secrets.resetTokenRef(account.user_id, tokenHash);
    const actor = {
      userId: account.user_id,
      name: user ? `${user.first_name} ${user.last_name}` : account.email,
      role: 'self',
      entityId: user?.entity_id ?? null,
    };
    // Stored before the decider checks the token (and dropped if it refuses): the event must never name a
    // password that is not there.
    const secret = { kind: 'password' as const, userId: account.user_id, commandId, secretHash: await this.hasher.hash(input.password) };
    return withSecret(this.secrets, secret, (passwordRef) =>
      this.pipeline.run(
        userStreamDeclaration,
        account.user_id,
        {
          type: 'ResetPassword',
          tokenRef,
          tokenHash,
          now: new Date().toISOString(),
          passwordRef,
          passwordExpiresAt: passwordExpiryFrom(new Date()),
        },
        // No administrator's scope: the mailed token is the caller's proof, and the decider checks it.
        { actor, commandId, scope: ALL_TENANTS },
      ),
    );
  }
}
