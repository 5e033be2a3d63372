import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { JobCommandRunner } from '../job-command-runner';
import { UpdateJobCommand } from './update-job.command';

@CommandHandler(UpdateJobCommand)
export class UpdateJobHandler implements ICommandHandler<UpdateJobCommand, CommandResult> {
  constructor(private readonly runner: JobCommandRunner) {}

  async execute({ jobId, changes, options }: UpdateJobCommand): Promise<CommandResult> {
    const result = await this.runner.run(jobId, { type: 'UpdateJob', changes }, options);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
