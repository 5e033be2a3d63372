import type { UserCommandOptions } from '../user-command-runner';

export class DeactivateUserCommand {
  constructor(
    readonly userId: string,
    readonly reason: string | null,
    readonly options: UserCommandOptions,
  ) {}
}
