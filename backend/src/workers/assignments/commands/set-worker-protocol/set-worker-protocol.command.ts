import type { HealthProtocolEntry } from '@tutela/contracts';
import type { WorkerCommandContext } from '../../worker-command-context';

export class SetWorkerProtocolCommand {
  constructor(
    readonly workerId: string,
    readonly protocol: HealthProtocolEntry[],
    /** The caller's level: changing a period needs level 6. */
    readonly actorLevel: number,
    readonly context: WorkerCommandContext,
  ) {}
}
