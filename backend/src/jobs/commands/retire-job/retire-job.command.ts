import type { CommandContext } from '../../../shared/command-context';

export class RetireJobCommand {
  constructor(
    readonly jobId: string,
    readonly context: CommandContext,
  ) {}
}
