import type { AppointmentRequest } from '@tutela/contracts';
import type { BookAppointment, SeriesTarget } from '../domain/appointment-commands';
import { bookingOf, bookingPlan } from '../domain/appointment-booking';
import type { AppointmentEvent } from '../domain/appointment.decider';

/** Shared by the appointments' domain specs: a single visit and a weekly series (Mon and Wed, 1–17 June 2026). */
export const singleRequest: AppointmentRequest = {
  customer_id: 'k1',
  med_id: 'doc1',
  multi: 0,
  worker_id: 'w1',
  visit: 1,
  resources: ['spiro'],
  classroom_id: 'amb1',
  appointment_date: '2026-06-10',
  appointment_time: '09:00',
  appointment_date_end: '2026-06-10',
  appointment_time_end: '09:30',
  send_mail: 0,
  send_mail_to_customer: 0,
  require_coordination: 'YES',
  user_id: 'coord1',
  recurring: 1,
};

export const seriesRequest: AppointmentRequest = {
  ...singleRequest,
  multi: 1,
  worker_id: null,
  select_workers: 1,
  selected: ['w1', 'w2'],
  appointment_duration: 15,
  send_mail_multi: 0,
  recurring: 2,
  daysOfWeek: [1, 3],
  appointment_date: '2026-06-01',
  appointment_date_end: '2026-06-17',
};

export const options = { appointmentId: 'a1', entityId: 'e1', providerClinicsAllowed: false, today: '2026-05-20' };
export const bookSingle: BookAppointment = bookingPlan(singleRequest, options)[0];
export const seriesPlan: BookAppointment[] = bookingPlan(seriesRequest, { ...options, appointmentId: 's1' });
export const booked = (command: BookAppointment): AppointmentEvent => ({ type: 'AppointmentBooked', data: bookingOf(command) });
export const target = (scope: SeriesTarget['scope'], pivot: BookAppointment): SeriesTarget => ({
  scope,
  pivotId: pivot.appointmentId,
  pivotDate: pivot.occurrence?.date ?? pivot.request.appointment_date ?? '',
  seriesId: pivot.occurrence?.seriesId ?? null,
});
