import type { ChatCommandOptions } from '../chat-command-runner';

export class MarkChatReadCommand {
  constructor(
    readonly chatId: string,
    readonly options: ChatCommandOptions,
  ) {}
}
