import { isCustomerSideUser, type AppointmentRow } from '@tutela/contracts';
import type { UserData } from '../../../lib/user-data';

/** Booking, moving and cancelling (docs/appointments.md): provider staff from level 6. */
export const APPOINTMENT_WRITE_MIN_LEVEL = 6;

export function canWriteAppointments(user: Pick<UserData, 'permission' | 'roles'>): boolean {
  return user.permission.level >= APPOINTMENT_WRITE_MIN_LEVEL && !isCustomerSideUser(user.roles);
}

/** A level-6 physician sees their own agenda only: no physician picker (spec part 2 §7.2 Calendario). */
export function isOwnAgendaDoctor(user: Pick<UserData, 'permission' | 'roles'>): boolean {
  return user.permission.level === APPOINTMENT_WRITE_MIN_LEVEL && user.roles.some((role) => role.name === 'doctor');
}

/** Confirming: the appointment's coordinator, or a customer-side user of its customer (the server checks the customer). */
export function canConfirm(row: AppointmentRow, user: Pick<UserData, 'id' | 'roles'>): boolean {
  if (row.status !== 'booked' || row.confirmed === 1) return false;
  return row.user_id === user.id || isCustomerSideUser(user.roles);
}
