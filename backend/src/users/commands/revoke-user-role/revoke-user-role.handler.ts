import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { RevokeUserRoleCommand } from './revoke-user-role.command';

@CommandHandler(RevokeUserRoleCommand)
export class RevokeUserRoleHandler implements ICommandHandler<RevokeUserRoleCommand, UserCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, grantId, context }: RevokeUserRoleCommand): Promise<UserCommandResult> {
    return this.pipeline.run(userStreamDeclaration, userId, { type: 'RevokeUserRole', grantId }, context);
  }
}
