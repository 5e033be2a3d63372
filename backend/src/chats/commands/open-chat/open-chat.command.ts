import type { ChatType } from '@tutela/contracts';
import type { ChatCaller } from '../chat-caller';

export class OpenChatCommand {
  constructor(
    readonly chat: { chatId: string; title: string; chatType: ChatType; customerId: string | null; secondUserId: string | null },
    /** The creator's entity: the chat belongs to it. */
    readonly entityId: string,
    readonly caller: ChatCaller,
  ) {}
}
