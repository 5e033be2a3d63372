import type { CommandContext } from '../../../shared/command-context';

export class RevokeUserRoleCommand {
  constructor(
    readonly userId: string,
    readonly grantId: string,
    readonly context: CommandContext,
  ) {}
}
