import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { appointmentStreamDeclaration as declaration } from '../../domain/appointment.stream';
import { ConfirmAppointmentCommand } from './confirm-appointment.command';

/** Confirm: the stream's access rule (404 outside the caller's scope), then the decider's (coordinator or customer). */
@CommandHandler(ConfirmAppointmentCommand)
export class ConfirmAppointmentHandler implements ICommandHandler<ConfirmAppointmentCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ appointmentId, caller }: ConfirmAppointmentCommand): Promise<CommandResult> {
    const { principal } = caller;
    const command = {
      type: 'ConfirmAppointment' as const,
      appointmentId,
      confirmer: { userId: principal.userId, name: principal.name, customerIds: principal.customerIds },
    };
    return commandAnswerOf(await this.pipeline.run(declaration, appointmentId, command, caller.context));
  }
}
