import {
  APPOINTMENT_VISIT_LABELS,
  DEFAULT_SLOT_MINUTES,
  type AppointmentRow,
  type AppointmentVisitType,
  type CalResourceRow,
} from '@tutela/contracts';
import type { CalendarRange, MoveAppointmentBody } from '../appointments-api';

/**
 * Pure helpers between the read model's rows and @event-calendar. The calendar works in wall-clock time (its
 * timeZone 'local'): events go in as 'YYYY-MM-DDTHH:mm:ss' strings without offset, the rows' Rome wall clock, and
 * come back as Dates whose local getters give that wall clock again. So no instant ever crosses this border and an
 * agenda opened outside Italy still shows the Rome times the server books.
 */

/** The class an unconfirmed booking gets: striped and amber-bordered by event-calendar.css. */
export const UNCONFIRMED_CLASS = 'tutela-ec-unconfirmed';

/** What the calendar needs of an event (a subset of @event-calendar's EventInput, so helpers stay testable). */
export interface CalendarEventInput {
  id: string;
  start: string;
  end: string;
  allDay: boolean;
  title: string;
  resourceIds?: string[];
  classNames: string[];
  /** false for the booking dialog's draft slot, which is not a booking yet. */
  editable?: boolean;
  /** The booking behind the event; none for the dialog's draft slot. */
  extendedProps: { row?: AppointmentRow };
}

/** The booking dialog's chosen slot, drawn on its side agenda so the user sees where the appointment will go. */
export const DRAFT_CLASS = 'tutela-ec-draft';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date's local calendar day as YYYY-MM-DD. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date's local time as HH:mm. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD plus days (UTC arithmetic on the date alone: no DST surprises). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** HH:mm plus minutes, capped at 23:59 so a slot clicked at the end of the day stays a valid time. */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The visible range of the calendar (end exclusive) as the API's from/to (both included). */
export function rangeOf(start: Date, endExclusive: Date): CalendarRange {
  const end = new Date(endExclusive.getTime());
  end.setDate(end.getDate() - 1);
  return { from: localDate(start), to: localDate(end) };
}

/** dd/MM/yyyy of a YYYY-MM-DD date (the text the user reads). */
export function italianDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

export function visitLabel(visit: number): string {
  return APPOINTMENT_VISIT_LABELS[visit as AppointmentVisitType] ?? 'Appuntamento';
}

/** The event's line: its title (visit 4 'Altro') or visit type, then the worker (or how many), then the customer. */
export function eventTitle(row: AppointmentRow): string {
  const what = row.title?.trim() || visitLabel(row.visit);
  const names = row.worker_names ?? [];
  const workers =
    row.workers.length > 1
      ? ` · ${row.workers.length} lavoratori`
      : names[0]
        ? ` · ${names[0]}`
        : row.workers.length === 1
          ? ' · 1 lavoratore'
          : '';
  const customer = row.customer_name ? ` · ${row.customer_name}` : '';
  return `${what}${workers}${customer}`;
}

/** Which resource columns an event belongs to on Calendario risorse / ambulatori. */
export type ResourceColumnsOf = (row: AppointmentRow) => string[];
export const resourceColumns: ResourceColumnsOf = (row) => row.resources;
export const clinicColumns: ResourceColumnsOf = (row) => (row.classroom_id ? [row.classroom_id] : []);

/**
 * Rows → calendar events: cancelled ones are left out (the agenda shows what holds time); an all-day booking spans
 * its dates (the calendar's end is exclusive); a timed one without an end lasts the default slot.
 */
export function toCalendarEvents(rows: readonly AppointmentRow[], columnsOf?: ResourceColumnsOf): CalendarEventInput[] {
  return rows
    .filter((row) => row.status !== 'cancelled')
    .map((row) => {
      const allDay = row.all_day || !row.appointment_time;
      const start = allDay ? row.appointment_date : `${row.appointment_date}T${row.appointment_time}:00`;
      const endTime = row.appointment_time_end ?? addMinutesToTime(row.appointment_time ?? '00:00', DEFAULT_SLOT_MINUTES);
      const end = allDay ? shiftDate(row.appointment_date_end, 1) : `${row.appointment_date_end}T${endTime}:00`;
      return {
        id: row.id,
        start,
        end,
        allDay,
        title: eventTitle(row),
        ...(columnsOf ? { resourceIds: columnsOf(row) } : {}),
        classNames: row.confirmed === 0 ? [UNCONFIRMED_CLASS] : [],
        extendedProps: { row },
      };
    });
}

/** Active resources or clinics as resource columns, by name. */
export function toResourceColumns(rows: readonly CalResourceRow[]): { id: string; title: string }[] {
  return rows
    .filter((row) => row.active)
    .map((row) => ({ id: row.id, title: row.name }))
    .sort((a, b) => a.title.localeCompare(b.title, 'it'));
}

/** The new slot of a dragged or resized event, as the move body wants it (without scope and revision). */
export function slotOf(start: Date, end: Date, allDay: boolean): Omit<MoveAppointmentBody, 'scope' | 'revision'> {
  if (allDay) {
    // The calendar's all-day end is exclusive: the booking's last date is the day before.
    const last = new Date(end.getTime());
    last.setDate(last.getDate() - 1);
    return {
      appointment_date: localDate(start),
      appointment_date_end: localDate(last < start ? start : last),
      appointment_time: null,
      appointment_time_end: null,
    };
  }
  return {
    appointment_date: localDate(start),
    appointment_date_end: localDate(end),
    appointment_time: localTime(start),
    appointment_time_end: localTime(end),
  };
}

/** The text of a slot as the user reads it: '12/03/2027 09:00–09:15' or '12/03/2027 tutto il giorno'. */
export function slotText(
  slot: Pick<MoveAppointmentBody, 'appointment_date' | 'appointment_date_end' | 'appointment_time' | 'appointment_time_end'>,
) {
  const dates =
    slot.appointment_date_end && slot.appointment_date_end !== slot.appointment_date
      ? `${italianDate(slot.appointment_date)} – ${italianDate(slot.appointment_date_end)}`
      : italianDate(slot.appointment_date);
  if (!slot.appointment_time) return `${dates} tutto il giorno`;
  return `${dates} ${slot.appointment_time}${slot.appointment_time_end ? `–${slot.appointment_time_end}` : ''}`;
}

/**
 * The date to show a calendar at, never a Sunday: the agenda hides Sundays, and @event-calendar's 'next' from a hidden
 * day skips to the following Monday, i.e. two weeks on in a week view. Sunday closes the Monday-first week, so a week
 * view takes its Saturday; a day view the Monday after (the next day it can show).
 */
export function shownDate(date: Date, view: 'week' | 'day' = 'week'): Date {
  if (date.getDay() !== 0) return date;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + (view === 'day' ? 1 : -1));
}
