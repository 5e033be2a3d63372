import type { SeriesScope } from '@tutela/contracts';
import type { AppointmentCaller } from '../appointment-caller';

/** Move an appointment, or this and the following / all occurrences of its series (new times, own dates). */
export class MoveAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly scope: SeriesScope,
    readonly to: { date: string | null; endDate: string | null; startTime: string | null; endTime: string | null },
    readonly caller: AppointmentCaller,
  ) {}
}
