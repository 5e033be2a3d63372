import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { chatStreamDeclaration } from '../../domain/chat.stream';
import { CloseChatCommand } from './close-chat.command';

/** Saving a chat with status 1: only its administrators (the row's ADM flag) may. */
@CommandHandler(CloseChatCommand)
export class CloseChatHandler implements ICommandHandler<CloseChatCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ chatId, caller }: CloseChatCommand): Promise<CommandResult> {
    const command = { command: { type: 'CloseChat' as const }, viewer: caller.viewer };
    return commandAnswerOf(await this.pipeline.run(chatStreamDeclaration, chatId, command, caller.context));
  }
}
