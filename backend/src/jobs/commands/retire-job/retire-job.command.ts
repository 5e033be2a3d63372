import type { JobCommandOptions } from '../job-command-runner';

export class RetireJobCommand {
  constructor(
    readonly jobId: string,
    readonly options: JobCommandOptions,
  ) {}
}
