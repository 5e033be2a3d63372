import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { ChatCommandRunner } from '../chat-command-runner';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** chatsrnf: the caller has read the chat up to now (their badge drops by its unread messages). */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand, CommandResult> {
  constructor(private readonly runner: ChatCommandRunner) {}

  execute({ chatId, options }: MarkChatReadCommand): Promise<CommandResult> {
    return this.runner.run(chatId, { type: 'MarkChatRead', userId: options.actor.userId }, options);
  }
}
