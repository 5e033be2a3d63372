import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../shared/command-runner';
import { CommandPipeline } from '../../../../shared/command-pipeline';
import { runWorkerCommand } from '../../worker-command-context';
import { SetWorkerProtocolCommand } from './set-worker-protocol.command';

/** The worker's personal health protocol (the protocol table of the worker card). */
@CommandHandler(SetWorkerProtocolCommand)
export class SetWorkerProtocolHandler implements ICommandHandler<SetWorkerProtocolCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ workerId, protocol, actorLevel, context }: SetWorkerProtocolCommand): Promise<CommandResult> {
    return runWorkerCommand(this.pipeline, workerId, { type: 'SetWorkerProtocol', protocol, actorLevel }, context);
  }
}
