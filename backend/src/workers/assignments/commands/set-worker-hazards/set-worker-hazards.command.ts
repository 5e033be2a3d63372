import type { HazardAssignment } from '@tutela/contracts';
import type { WorkerCommandContext } from '../../worker-command-context';

/** The whole list, or one hazard with its pivot (added, or replacing that hazard's pivot). */
export class SetWorkerHazardsCommand {
  constructor(
    readonly workerId: string,
    readonly change: { hazards: HazardAssignment[] } | { hazard: HazardAssignment },
    readonly context: WorkerCommandContext,
  ) {}
}
