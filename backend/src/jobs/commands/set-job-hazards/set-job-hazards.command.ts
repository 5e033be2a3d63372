import type { HazardAssignment } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export class SetJobHazardsCommand {
  constructor(
    readonly jobId: string,
    readonly hazards: HazardAssignment[],
    readonly propagate: boolean,
    readonly context: CommandContext,
  ) {}
}
