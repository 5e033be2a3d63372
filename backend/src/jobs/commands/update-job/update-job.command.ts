import type { JobFields } from '../../domain/job-commands';
import type { CommandContext } from '../../../shared/command-context';

export class UpdateJobCommand {
  constructor(
    readonly jobId: string,
    readonly changes: Partial<JobFields>,
    readonly context: CommandContext,
  ) {}
}
