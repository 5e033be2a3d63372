import type { AppCode } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export class RequestPasswordResetCommand {
  constructor(
    readonly userId: string,
    /** sha256 (hex) of the token mailed to the user. */
    readonly tokenHash: string,
    readonly expiresAt: string,
    readonly app: AppCode | null,
    readonly context: CommandContext,
  ) {}
}
