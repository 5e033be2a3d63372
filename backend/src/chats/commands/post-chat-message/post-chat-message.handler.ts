import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { chatStreamDeclaration } from '../../domain/chat.stream';
import { PostChatMessageCommand } from './post-chat-message.command';

/** 'Invia': a message from the caller, who must see the chat; a closed chat refuses it. */
@CommandHandler(PostChatMessageCommand)
export class PostChatMessageHandler implements ICommandHandler<PostChatMessageCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ chatId, messageId, text, caller }: PostChatMessageCommand): Promise<CommandResult> {
    const { actor } = caller.context;
    const author = { userId: actor.userId, name: actor.name };
    const command = { command: { type: 'PostChatMessage' as const, messageId, text, author }, viewer: caller.viewer };
    return commandAnswerOf(await this.pipeline.run(chatStreamDeclaration, chatId, command, caller.context));
  }
}
