import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeriesChange, type SeriesChangeResult } from '../series-change';
import { CancelAppointmentCommand } from './cancel-appointment.command';

/** A cancel of one appointment, or of this and the following / all occurrences of its series (SeriesChange). */
@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand, SeriesChangeResult> {
  constructor(private readonly series: SeriesChange) {}

  execute({ appointmentId, scope, reason, caller }: CancelAppointmentCommand): Promise<SeriesChangeResult> {
    return this.series.run(appointmentId, scope, caller, (id, target) => ({
      type: 'CancelAppointment',
      appointmentId: id,
      target,
      reason,
    }));
  }
}
