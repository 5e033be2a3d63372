import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { chatStreamDeclaration } from '../../domain/chat.stream';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** chatsrnf: the caller has read the chat up to now (their badge drops by its unread messages). */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ chatId, caller }: MarkChatReadCommand): Promise<CommandResult> {
    const command = { command: { type: 'MarkChatRead' as const, userId: caller.context.actor.userId }, viewer: caller.viewer };
    return commandAnswerOf(await this.pipeline.run(chatStreamDeclaration, chatId, command, caller.context));
  }
}
