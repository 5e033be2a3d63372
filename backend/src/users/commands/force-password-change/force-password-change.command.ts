import type { UserCommandOptions } from '../user-command-runner';

export class ForcePasswordChangeCommand {
  constructor(
    readonly userId: string,
    readonly reason: string | null,
    readonly options: UserCommandOptions,
  ) {}
}
