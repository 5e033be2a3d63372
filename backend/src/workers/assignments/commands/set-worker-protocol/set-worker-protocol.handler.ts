import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../shared/command-runner';
import { WorkerAssignmentRunner } from '../../worker-assignment-runner';
import { SetWorkerProtocolCommand } from './set-worker-protocol.command';

/** The worker's personal health protocol (the protocol table of the worker card). */
@CommandHandler(SetWorkerProtocolCommand)
export class SetWorkerProtocolHandler implements ICommandHandler<SetWorkerProtocolCommand, CommandResult> {
  constructor(private readonly runner: WorkerAssignmentRunner) {}

  execute({ workerId, protocol, actorLevel, context }: SetWorkerProtocolCommand): Promise<CommandResult> {
    return this.runner.run(workerId, { type: 'SetWorkerProtocol', protocol, actorLevel }, context);
  }
}
