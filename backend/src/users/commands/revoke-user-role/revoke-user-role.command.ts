import type { UserCommandOptions } from '../user-command-runner';

export class RevokeUserRoleCommand {
  constructor(
    readonly userId: string,
    readonly grantId: string,
    readonly options: UserCommandOptions,
  ) {}
}
