import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeriesChange, type SeriesChangeResult } from '../series-change';
import { MoveAppointmentCommand } from './move-appointment.command';

/** A move of one appointment, or of this and the following / all occurrences of its series (SeriesChange). */
@CommandHandler(MoveAppointmentCommand)
export class MoveAppointmentHandler implements ICommandHandler<MoveAppointmentCommand, SeriesChangeResult> {
  constructor(private readonly series: SeriesChange) {}

  execute({ appointmentId, scope, to, caller }: MoveAppointmentCommand): Promise<SeriesChangeResult> {
    return this.series.run(appointmentId, scope, caller, (id, target) => ({ type: 'MoveAppointment', appointmentId: id, target, ...to }));
  }
}
