import type { AppCode } from '@tutela/contracts';
import type { UserCommandOptions } from '../user-command-runner';

export class RequestPasswordResetCommand {
  constructor(
    readonly userId: string,
    /** sha256 (hex) of the token mailed to the user. */
    readonly tokenHash: string,
    readonly expiresAt: string,
    readonly app: AppCode | null,
    readonly options: UserCommandOptions,
  ) {}
}
