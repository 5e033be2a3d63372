import type { UserCommandOptions } from '../user-command-runner';

export class ReactivateUserCommand {
  constructor(
    readonly userId: string,
    readonly options: UserCommandOptions,
  ) {}
}
