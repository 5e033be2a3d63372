import type { CommandContext } from '../../../shared/command-context';

export class ReactivateUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
