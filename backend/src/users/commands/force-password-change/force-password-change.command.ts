import type { CommandContext } from '../../../shared/command-context';

export class ForcePasswordChangeCommand {
  constructor(
    readonly userId: string,
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {}
}
