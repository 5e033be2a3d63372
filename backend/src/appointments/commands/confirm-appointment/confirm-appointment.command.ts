import type { AppointmentCaller } from '../appointment-caller';

/** confirmed 0 → 1, by the appointment's coordinator or a customer-side user of its customer. */
export class ConfirmAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly caller: AppointmentCaller,
  ) {}
}
