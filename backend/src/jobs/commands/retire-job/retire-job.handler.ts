import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { JobCommandRunner } from '../job-command-runner';
import { RetireJobCommand } from './retire-job.command';

/** 'Elimina': the job is retired, not erased; workers keep it in their history. */
@CommandHandler(RetireJobCommand)
export class RetireJobHandler implements ICommandHandler<RetireJobCommand, CommandResult> {
  constructor(private readonly runner: JobCommandRunner) {}

  async execute({ jobId, options }: RetireJobCommand): Promise<CommandResult> {
    const result = await this.runner.run(jobId, { type: 'RetireJob' }, options);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
