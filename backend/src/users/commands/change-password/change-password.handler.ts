import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { CredentialSecrets, withSecret } from '../../infrastructure/credential-secrets';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { assertPasswordAcceptable, PasswordRules } from '../../infrastructure/password-rules';
import { UserReadModel } from '../../infrastructure/user-read-model';
import { passwordExpiryFrom } from '../password-expiry';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { commandApplied } from '../../../shared/command-runner';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly hasher: PasswordHasher,
    private readonly rules: PasswordRules,
    private readonly readModel: UserReadModel,
    private readonly secrets: CredentialSecrets,
  ) {}

  async execute({ input, context }: ChangePasswordCommand): Promise<UserCommandResult> {
    // A retry of a change that went through (same command id) gets its first answer from the pipeline; checked
    // again, the new password would now be refused as "the same as the current one".
    const { recorded } = await this.pipeline.read(userStreamDeclaration, input.userId);
    if (!commandApplied(recorded, context.commandId)) {
      const strict = input.strict === true || (await this.rules.strictFor(input.userId));
      assertPasswordAcceptable(input.password, input.confirmation, strict);
      // An expired password "changed" to itself would defeat the expiry.
      const current = await this.readModel.credentialsOf(input.userId);
      if (current && (await this.hasher.verify(current.password_hash, input.password))) {
        throw DomainError.validation('password', USER_MESSAGES.PASSWORD_SAME_AS_CURRENT);
      }
    }
    const secret = {
      kind: 'password' as const,
      userId: input.userId,
      commandId: context.commandId,
      secretHash: await this.hasher.hash(input.password),
    };
    return withSecret(this.secrets, secret, (passwordRef) =>
      this.pipeline.run(
        userStreamDeclaration,
        input.userId,
        { type: 'ChangePassword', via: input.via, passwordRef, passwordExpiresAt: passwordExpiryFrom(new Date()) },
        context,
      ),
    );
  }
}
