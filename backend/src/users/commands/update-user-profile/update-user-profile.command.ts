import type { UserProfile } from '@tutela/contracts';
import type { UserCommandOptions } from '../user-command-runner';

export class UpdateUserProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: Partial<UserProfile>,
    readonly options: UserCommandOptions,
  ) {}
}
