import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { ChatCommandRunner } from '../chat-command-runner';
import { PostChatMessageCommand } from './post-chat-message.command';

/** 'Invia': a message from the caller, who must see the chat; a closed chat refuses it. */
@CommandHandler(PostChatMessageCommand)
export class PostChatMessageHandler implements ICommandHandler<PostChatMessageCommand, CommandResult> {
  constructor(private readonly runner: ChatCommandRunner) {}

  execute({ chatId, messageId, text, options }: PostChatMessageCommand): Promise<CommandResult> {
    const author = { userId: options.actor.userId, name: options.actor.name };
    return this.runner.run(chatId, { type: 'PostChatMessage', messageId, text, author }, options);
  }
}
