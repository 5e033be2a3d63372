import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STREAM_PREFIX,
  APPOINTMENT_TIME_ZONE,
  type AppointmentConflict,
  type IntervalConflictError,
  type ReservationChange,
} from '@tutela/contracts';
import { fold } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { bookingIntervals, type BookingInterval } from './appointment-intervals';
import type { AppointmentState } from './appointment-state';
import { evolveAppointment, type AppointmentEvent } from './appointment.decider';

/** The scope of the appointments' bookings in the event store's interval table. */
export const APPOINTMENT_SLOT_SCOPE = 'appointment-slot';

const intervalsByKey = (intervals: BookingInterval[]) => new Map(intervals.map((interval) => [interval.key, interval]));

/**
 * What the events change in the no-double-booking table: the intervals of the state after them booked (under the
 * key itself as ref: one interval per key and stream), those of the state before them that are gone unbooked. A
 * booking claims, a move re-books, a cancel unbooks; a completed appointment keeps its slot, a confirm changes
 * nothing.
 */
export function appointmentReservations(state: AppointmentState, events: readonly AppointmentEvent[]): ReservationChange[] {
  if (events.length === 0) return [];
  const before = intervalsByKey(bookingIntervals(state));
  const after = intervalsByKey(bookingIntervals(fold({ initialState: () => state, evolve: evolveAppointment }, events)));
  const changes: ReservationChange[] = [];
  for (const key of before.keys()) {
    if (!after.has(key)) changes.push({ kind: 'unbook', scope: APPOINTMENT_SLOT_SCOPE, key, ref: key });
  }
  for (const [key, interval] of after) {
    const held = before.get(key);
    if (held && held.from === interval.from && held.to === interval.to) continue;
    changes.push({ kind: 'book', scope: APPOINTMENT_SLOT_SCOPE, key, ref: key, from: interval.from, to: interval.to });
  }
  return changes;
}

const dateFormat = new Intl.DateTimeFormat('it-IT', { timeZone: APPOINTMENT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('it-IT', { timeZone: APPOINTMENT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
const romeDate = (iso: string) => dateFormat.format(new Date(iso));
const romeTime = (iso: string) => timeFormat.format(new Date(iso));
const KIND_LABELS = { physician: 'Il medico', resource: 'La risorsa', clinic: "L'ambulatorio" } as const;

/** Every booking in the way of the refused intervals, in Italian (who, when). */
export function appointmentConflicts(error: IntervalConflictError): AppointmentConflict[] {
  return error.conflicts.flatMap(({ requested, holders }) =>
    holders.map((holder): AppointmentConflict => {
      const [kind, ...rest] = requested.key.split(':') as [AppointmentConflict['kind'], ...string[]];
      const id = rest.join(':');
      const appointmentId = holder.stream.startsWith(APPOINTMENT_STREAM_PREFIX)
        ? holder.stream.slice(APPOINTMENT_STREAM_PREFIX.length)
        : null;
      const [date, from, to] = [romeDate(holder.from), romeTime(holder.from), romeTime(holder.to)];
      const who = `${KIND_LABELS[kind] ?? 'La risorsa'} ${id}`;
      const holding = appointmentId ? ` (appuntamento ${appointmentId})` : '';
      return {
        kind,
        id,
        appointment_id: appointmentId,
        date,
        from,
        to,
        requested_date: romeDate(requested.from),
        requested_from: romeTime(requested.from),
        requested_to: romeTime(requested.to),
        text: `${who} è già occupato il ${date} dalle ${from} alle ${to}${holding}`,
      };
    }),
  );
}

/** The 409 of a refused booking: the spec's busy message, the conflicts in the body's `conflicts`. */
export function busyError(conflicts: AppointmentConflict[]): DomainError {
  return new DomainError(APPOINTMENT_MESSAGES.RESOURCES_BUSY, 'conflict', {}, conflicts);
}

/** checkbusyresources' text: the busy message and one line per conflict; '' when free. */
export function busyText(conflicts: AppointmentConflict[]): string {
  if (conflicts.length === 0) return '';
  return [APPOINTMENT_MESSAGES.RESOURCES_BUSY, ...conflicts.map((conflict) => conflict.text)].join('\n');
}
