import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/command-runner';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import { jobStreamDeclaration } from '../../domain/job.stream';
import { RetireJobCommand } from './retire-job.command';

/** 'Elimina': the job is retired, not erased; workers keep it in their history. */
@CommandHandler(RetireJobCommand)
export class RetireJobHandler implements ICommandHandler<RetireJobCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ jobId, context }: RetireJobCommand): Promise<CommandResult> {
    const command = { command: { type: 'RetireJob' as const }, scope: context.scope };
    return commandAnswerOf(await this.pipeline.run(jobStreamDeclaration, jobId, command, context));
  }
}
