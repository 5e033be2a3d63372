import type { AppointmentBookedData, AppointmentSlot } from '@tutela/contracts';
import type { BookAppointment } from './appointment-commands';
import { bookingOf } from './appointment-booking';
import type { AppointmentState } from './appointment-state';

/** What a booking holds in the no-double-booking table: the physician, each resource, the clinic. */
export type BookingKey = `physician:${string}` | `resource:${string}` | `clinic:${string}`;

/** One interval a booking claims, [from, to) in UTC instants: two claims of one key must never overlap. */
export interface BookingInterval {
  key: BookingKey;
  from: string;
  to: string;
}

function claims(booked: AppointmentBookedData, slot: AppointmentSlot): BookingInterval[] {
  const keys: BookingKey[] = [
    `physician:${booked.physicianId}`,
    ...booked.resourceIds.map((id): BookingKey => `resource:${id}`),
    ...(booked.clinicId ? [`clinic:${booked.clinicId}` as BookingKey] : []),
  ];
  return keys.map((key) => ({ key, from: slot.start, to: slot.end }));
}

/**
 * The intervals an appointment holds, for the storage to reserve in the append's transaction: from a folded state
 * (booked or completed: its current slot; none or cancelled: nothing), or from a booking command (what it would
 * hold once booked; throws the command's validation error). The storage reserves the state's intervals after
 * the events and releases the ones before them, so a move or cancel frees the old slot in the same transaction.
 */
export function bookingIntervals(subject: AppointmentState | BookAppointment): BookingInterval[] {
  if ('type' in subject) {
    const booked = bookingOf(subject);
    return claims(booked, booked.slot);
  }
  switch (subject.status) {
    case 'none':
    case 'cancelled':
      return [];
    case 'booked':
    case 'completed':
      return claims(subject.booked, subject.slot);
    default: {
      const unknownState: never = subject;
      return unknownState;
    }
  }
}
