import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { StreamDirectory } from '../../infrastructure/stream-directory';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { userStreamDeclaration } from '../../domain/user.stream';
import type { UserCommandResult } from '../user-command-result';
import { GrantUserRoleCommand } from './grant-user-role.command';

@CommandHandler(GrantUserRoleCommand)
export class GrantUserRoleHandler implements ICommandHandler<GrantUserRoleCommand, UserCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly directory: StreamDirectory,
  ) {}

  async execute({ input, context }: GrantUserRoleCommand): Promise<UserCommandResult> {
    if (input.customerId) {
      // A pivot opens a customer's records to the user: it must name a real customer of the user's own entity.
      // Another entity's customer answers like a missing one.
      const customer = await this.directory.customer(input.customerId);
      const user = await this.pipeline.load(userStreamDeclaration, input.userId);
      if (!customer || (user.status !== 'absent' && customer.entityId !== user.entityId)) {
        throw DomainError.validation('customer_id', USER_MESSAGES.CUSTOMER_NOT_FOUND);
      }
    }
    return this.pipeline.run(
      userStreamDeclaration,
      input.userId,
      {
        type: 'GrantUserRole',
        grantId: input.grantId,
        role: input.role,
        customerId: input.customerId,
        factoryId: input.factoryId,
        app: input.app,
      },
      context,
    );
  }
}
