import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { appointmentStreamDeclaration as declaration } from '../../domain/appointment.stream';
import { CompleteAppointmentCommand } from './complete-appointment.command';

@CommandHandler(CompleteAppointmentCommand)
export class CompleteAppointmentHandler implements ICommandHandler<CompleteAppointmentCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ appointmentId, examinationId, caller }: CompleteAppointmentCommand): Promise<CommandResult> {
    const command = { type: 'CompleteAppointment' as const, appointmentId, examinationId };
    return commandAnswerOf(await this.pipeline.run(declaration, appointmentId, command, caller.context));
  }
}
