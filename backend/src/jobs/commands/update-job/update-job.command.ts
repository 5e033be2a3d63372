import type { JobFields } from '../../domain/job-commands';
import type { JobCommandOptions } from '../job-command-runner';

export class UpdateJobCommand {
  constructor(
    readonly jobId: string,
    readonly changes: Partial<JobFields>,
    readonly options: JobCommandOptions,
  ) {}
}
