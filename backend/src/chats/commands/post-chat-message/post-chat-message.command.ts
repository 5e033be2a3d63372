import type { ChatCommandOptions } from '../chat-command-runner';

export class PostChatMessageCommand {
  constructor(
    readonly chatId: string,
    readonly messageId: string,
    readonly text: string,
    readonly options: ChatCommandOptions,
  ) {}
}
