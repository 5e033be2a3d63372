import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, checkPasswordPolicy, MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { CredentialSecrets, withSecret } from '../../infrastructure/credential-secrets';
import { EmailReservations } from '../../infrastructure/email-reservations';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { StreamDirectory } from '../../infrastructure/stream-directory';
import { passwordExpiryFrom } from '../password-expiry';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reservations: EmailReservations,
    private readonly hasher: PasswordHasher,
    private readonly directory: StreamDirectory,
    private readonly secrets: CredentialSecrets,
  ) {}

  async execute({ input, context }: CreateUserCommand): Promise<UserCommandResult> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw DomainError.validation('email', MESSAGES.INVALID_EMAIL);
    const known = input.password != null && input.password !== '';
    if (known) {
      const problem = checkPasswordPolicy(input.password as string);
      if (problem) throw DomainError.validation('password', problem);
    }
    if (!(await this.directory.entity(input.entityId))) {
      throw DomainError.validation('entity_id', USER_MESSAGES.ENTITY_NOT_FOUND);
    }
    if (!(await this.reservations.claim(email, input.userId))) throw DomainError.validation('email', USER_MESSAGES.EMAIL_TAKEN);

    try {
      const passwordHash = await this.hasher.hash(known ? (input.password as string) : this.hasher.randomPassword());
      const secret = { kind: 'password' as const, userId: input.userId, commandId: context.commandId, secretHash: passwordHash };
      const result = await withSecret(this.secrets, secret, (passwordRef) =>
        this.pipeline.run(
          userStreamDeclaration,
          input.userId,
          {
            type: 'CreateUser',
            userId: input.userId,
            entityId: input.entityId,
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone ?? null,
            isMirEnabled: input.isMirEnabled ?? false,
            staffRoles: input.staffRoles ?? [],
            customerSettings: input.customerSettings ?? null,
            passwordRef,
            passwordExpiresAt: known ? passwordExpiryFrom(new Date()) : null,
            mustChangePassword: !known,
          },
          context,
        ),
      );
      await this.reservations.confirm(email, input.userId);
      return result;
    } catch (error) {
      await this.reservations.abandon(email, input.userId);
      throw error;
    }
  }
}
