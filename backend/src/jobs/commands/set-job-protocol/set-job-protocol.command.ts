import type { HealthProtocolEntry } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export class SetJobProtocolCommand {
  constructor(
    readonly jobId: string,
    readonly protocol: HealthProtocolEntry[],
    readonly propagate: boolean,
    /** The caller's level in the request's application: changing a period needs level 6. */
    readonly actorLevel: number,
    readonly context: CommandContext,
  ) {}
}
