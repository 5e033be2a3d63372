import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ALL_TENANTS } from '@tutela/contracts';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { entityStreamDeclaration } from '../../domain/entity.stream';
import { CreateEntityCommand } from './create-entity.command';

/**
 * Creates a provider entity: the demo seed, and POST /api/md/entities for system administrators (the controller
 * requires level 9, hence every tenant in scope). The entity is the tenant of its own events, so its activity log
 * starts with its creation.
 */
@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ entityId, fields, actor, commandId }: CreateEntityCommand): Promise<CommandResult> {
    const result = await this.pipeline.run(
      entityStreamDeclaration,
      entityId,
      { type: 'CreateEntity', entityId, ...fields },
      { actor, scope: ALL_TENANTS, commandId },
    );
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
