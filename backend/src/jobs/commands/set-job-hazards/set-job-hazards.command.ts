import type { HazardAssignment } from '@tutela/contracts';
import type { JobCommandOptions } from '../job-command-runner';

export class SetJobHazardsCommand {
  constructor(
    readonly jobId: string,
    readonly hazards: HazardAssignment[],
    readonly propagate: boolean,
    readonly options: JobCommandOptions,
  ) {}
}
