import type { AppointmentCaller } from '../appointment-caller';

/** The appointment took place (the visit started from Fissati): it keeps its slot. */
export class CompleteAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly examinationId: string | null,
    readonly caller: AppointmentCaller,
  ) {}
}
