import type { AppointmentRequest } from '@tutela/contracts';
import type { AppointmentCaller } from '../appointment-caller';

/**
 * Book a single appointment or a series (POST …/appointments), or only check it (POST …/checkbusyresources:
 * `checkOnly`, nothing appended). `bookFreeOccurrences`: a series that partly conflicts books its free dates.
 */
export class BookAppointmentCommand {
  constructor(
    readonly request: AppointmentRequest,
    /** The new appointment's id, or the series id its occurrences' ids derive from (from the command id). */
    readonly appointmentId: string,
    readonly options: { bookFreeOccurrences: boolean; checkOnly: boolean },
    readonly caller: AppointmentCaller,
  ) {}
}
