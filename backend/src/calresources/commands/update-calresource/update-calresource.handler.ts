import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import { calResourceStreamDeclaration } from '../../domain/calresource.stream';
import { UpdateCalResourceCommand } from './update-calresource.command';

/** Edits the record, deactivates or reactivates it; a stale revision answers 409. */
@CommandHandler(UpdateCalResourceCommand)
export class UpdateCalResourceHandler implements ICommandHandler<UpdateCalResourceCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ calResourceId, update, context }: UpdateCalResourceCommand): Promise<CommandResult> {
    const command = { command: { type: 'UpdateCalResource' as const, ...update }, entityId: context.scope.entityId };
    return commandAnswerOf(await this.pipeline.run(calResourceStreamDeclaration, calResourceId, command, context));
  }
}
