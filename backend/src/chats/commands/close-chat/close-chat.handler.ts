import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { ChatCommandRunner } from '../chat-command-runner';
import { CloseChatCommand } from './close-chat.command';

/** Saving a chat with status 1: only its administrators (the row's ADM flag) may. */
@CommandHandler(CloseChatCommand)
export class CloseChatHandler implements ICommandHandler<CloseChatCommand, CommandResult> {
  constructor(private readonly runner: ChatCommandRunner) {}

  execute({ chatId, options }: CloseChatCommand): Promise<CommandResult> {
    return this.runner.run(chatId, { type: 'CloseChat' }, options);
  }
}
