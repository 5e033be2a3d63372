import type { ChatCaller } from '../chat-caller';

export class MarkChatReadCommand {
  constructor(
    readonly chatId: string,
    readonly caller: ChatCaller,
  ) {}
}
