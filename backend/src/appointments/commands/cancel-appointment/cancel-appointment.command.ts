import type { SeriesScope } from '@tutela/contracts';
import type { AppointmentCaller } from '../appointment-caller';

/** Cancel an appointment, or this and the following / all occurrences of its series: their slots are freed. */
export class CancelAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly scope: SeriesScope,
    readonly reason: string | null,
    readonly caller: AppointmentCaller,
  ) {}
}
