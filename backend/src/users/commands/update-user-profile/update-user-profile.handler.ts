import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { EmailReservations } from '../../infrastructure/email-reservations';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { UpdateUserProfileCommand } from './update-user-profile.command';

@CommandHandler(UpdateUserProfileCommand)
export class UpdateUserProfileHandler implements ICommandHandler<UpdateUserProfileCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reservations: EmailReservations,
  ) {}

  async execute({ userId, changes, context }: UpdateUserProfileCommand): Promise<UserCommandResult> {
    if (changes.email === undefined)
      return this.pipeline.run(userStreamDeclaration, userId, { type: 'UpdateUserProfile', changes }, context);

    // A new address is claimed like at creation, so a change can never take someone else's e-mail.
    const email = normalizeEmail(changes.email);
    if (!isValidEmail(email)) throw DomainError.validation('email', MESSAGES.INVALID_EMAIL);
    if (!(await this.reservations.claim(email, userId))) throw DomainError.validation('email', USER_MESSAGES.EMAIL_TAKEN);
    let result: UserCommandResult;
    try {
      result = await this.pipeline.run(
        userStreamDeclaration,
        userId,
        { type: 'UpdateUserProfile', changes: { ...changes, email } },
        context,
      );
    } catch (error) {
      await this.reservations.release(email, userId);
      throw error;
    }
    await this.reservations.confirm(email, userId);
    if (result.state.status !== 'absent') await this.reservations.releaseOthers(userId, result.state.email);
    return result;
  }
}
