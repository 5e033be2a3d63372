import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { ReactivateUserCommand } from './reactivate-user.command';

@CommandHandler(ReactivateUserCommand)
export class ReactivateUserHandler implements ICommandHandler<ReactivateUserCommand, UserCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, context }: ReactivateUserCommand): Promise<UserCommandResult> {
    return this.pipeline.run(userStreamDeclaration, userId, { type: 'ReactivateUser' }, context);
  }
}
