import type { ChatCommandOptions } from '../chat-command-runner';

export class CloseChatCommand {
  constructor(
    readonly chatId: string,
    readonly options: ChatCommandOptions,
  ) {}
}
