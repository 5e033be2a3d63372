import type { AppointmentRequest } from '@tutela/contracts';
import type { Principal } from '../../../auth/principal';

/** POST …/appointments/free-slots: the first free slots for what a booking asks (its physician, resources, clinic). */
export class FreeSlotsQuery {
  constructor(
    readonly request: AppointmentRequest,
    readonly principal: Principal,
  ) {}
}
