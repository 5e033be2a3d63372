import type { ChatType } from '@tutela/contracts';
import type { ChatCommandOptions } from '../chat-command-runner';

export class OpenChatCommand {
  constructor(
    readonly chat: { chatId: string; title: string; chatType: ChatType; customerId: string | null; secondUserId: string | null },
    /** The creator's entity: the chat belongs to it. */
    readonly entityId: string,
    readonly options: ChatCommandOptions,
  ) {}
}
