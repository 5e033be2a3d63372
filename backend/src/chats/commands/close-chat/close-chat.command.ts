import type { ChatCaller } from '../chat-caller';

export class CloseChatCommand {
  constructor(
    readonly chatId: string,
    readonly caller: ChatCaller,
  ) {}
}
