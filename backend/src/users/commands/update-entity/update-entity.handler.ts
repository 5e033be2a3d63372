import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { entityStreamDeclaration } from '../../domain/entity.stream';
import { UpdateEntityCommand } from './update-entity.command';

/**
 * The "Enti" card's save. getuserdata reads the entities table, so the pipeline's read-your-writes lets the
 * header's application switch see the change at once.
 */
@CommandHandler(UpdateEntityCommand)
export class UpdateEntityHandler implements ICommandHandler<UpdateEntityCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ entityId, changes, options }: UpdateEntityCommand): Promise<CommandResult> {
    const { actor, scope, commandId, expectedRevision } = options;
    const result = await this.pipeline.run(
      entityStreamDeclaration,
      entityId,
      { type: 'UpdateEntity', changes },
      { actor, scope, commandId, clientRevision: expectedRevision },
    );
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
