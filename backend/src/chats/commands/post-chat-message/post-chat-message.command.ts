import type { ChatCaller } from '../chat-caller';

export class PostChatMessageCommand {
  constructor(
    readonly chatId: string,
    readonly messageId: string,
    readonly text: string,
    readonly caller: ChatCaller,
  ) {}
}
