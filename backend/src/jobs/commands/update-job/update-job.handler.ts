import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import { jobStreamDeclaration } from '../../domain/job.stream';
import { UpdateJobCommand } from './update-job.command';

@CommandHandler(UpdateJobCommand)
export class UpdateJobHandler implements ICommandHandler<UpdateJobCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ jobId, changes, context }: UpdateJobCommand): Promise<CommandResult> {
    const command = { command: { type: 'UpdateJob' as const, changes }, scope: context.scope };
    return commandAnswerOf(await this.pipeline.run(jobStreamDeclaration, jobId, command, context));
  }
}
