import type { UserProfile } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export class UpdateUserProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: Partial<UserProfile>,
    readonly context: CommandContext,
  ) {}
}
