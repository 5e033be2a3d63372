import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { ForcePasswordChangeCommand } from './force-password-change.command';

/** From the next request the guard lets the user reach only getuserdata, userschpwd and logout. */
@CommandHandler(ForcePasswordChangeCommand)
export class ForcePasswordChangeHandler implements ICommandHandler<ForcePasswordChangeCommand, UserCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, reason, context }: ForcePasswordChangeCommand): Promise<UserCommandResult> {
    return this.pipeline.run(userStreamDeclaration, userId, { type: 'ForcePasswordChange', reason }, context);
  }
}
