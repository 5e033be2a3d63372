import {
  DEFAULT_SLOT_MINUTES,
  LOCATION_OTHER_ADDRESS,
  RECURRING_NO,
  RECURRING_YES,
  VISIT_OTHER,
  type AppointmentBookingAnswer,
  type AppointmentConflict,
  type AppointmentRequest,
} from '@tutela/contracts';
import { addMinutesToTime, italianDate } from '../calendar/calendar-events';

/** What a screen opens the dialog with: Da fissare passes the customer and worker(s), Calendario a slot. */
export type BookingInitial = Partial<AppointmentRequest> & { worker_label?: string };

/**
 * Location 4 (a provider clinic) is only for the provider's first entity (entity_id 1 in the spec). Entity ids are
 * UUIDs here and getuserdata does not say which entity is the provider's, so the option is not offered.
 */
export const PROVIDER_CLINICS_ALLOWED = false;

/** The form's starting values: the screen's prefill over the spec's defaults (visit, single date, no mail). */
export function initialRequest(initial: BookingInitial, today: string): AppointmentRequest {
  const { worker_label: _label, ...prefill } = initial;
  const date = prefill.appointment_date ?? null;
  return {
    med_id: null,
    multi: 0,
    visit: 1,
    recurring: RECURRING_NO,
    daysOfWeek: [],
    appointment_date: date,
    appointment_date_end: prefill.appointment_date_end ?? date,
    appointment_time: null,
    appointment_time_end: null,
    send_mail: 0,
    send_mail_to_customer: 0,
    send_mail_multi: prefill.multi === 1 ? 0 : null,
    require_coordination: 'NO',
    require_coordination_date: today,
    resources: [],
    classroom_id: null,
    location: null,
    ...prefill,
  };
}

/**
 * A free slot clicked on the side agenda: its date and time, ending the default slot later. A series keeps its
 * last date when it is still after the new first one (the user set the range on purpose).
 */
export function withSlot(request: AppointmentRequest, date: string, time: string | null): AppointmentRequest {
  const series = request.recurring === RECURRING_YES;
  const keepEnd = series && request.appointment_date_end !== null && request.appointment_date_end >= date;
  return {
    ...request,
    appointment_date: date,
    appointment_date_end: keepEnd ? request.appointment_date_end : date,
    appointment_time: time,
    appointment_time_end: time ? addMinutesToTime(time, DEFAULT_SLOT_MINUTES) : null,
  };
}

const blankToNull = <T>(value: T): T | null => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The body as sent: the fields the chosen options do not use are left out, so the server never judges them. */
export function toPayload(request: AppointmentRequest): AppointmentRequest {
  const series = request.recurring === RECURRING_YES;
  const multi = request.multi === 1;
  const cleaned = Object.fromEntries(Object.entries(request).map(([key, value]) => [key, blankToNull(value)])) as AppointmentRequest;
  return {
    ...cleaned,
    title: request.visit === VISIT_OTHER ? cleaned.title : null,
    daysOfWeek: series ? [...(request.daysOfWeek ?? [])].sort() : null,
    appointment_duration: multi ? cleaned.appointment_duration : null,
    send_mail_multi: multi ? (cleaned.send_mail_multi ?? 0) : null,
    worker_id: multi ? null : cleaned.worker_id,
    selected: multi ? cleaned.selected : null,
    location_address: request.location === LOCATION_OTHER_ADDRESS ? cleaned.location_address : null,
    mail_address: request.send_mail === 1 ? cleaned.mail_address : null,
    mail_customer: request.send_mail_to_customer === 1 ? cleaned.mail_customer : null,
    user_id: request.require_coordination === 'YES' ? cleaned.user_id : null,
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * checkbusyresources' text: the busy message then one line per conflict ('' when free). Its lines name the physician,
 * resource or clinic by id and the holding appointment too: ids the screen knows become names, the holder's goes.
 */
export function busyLines(text: string, names: ReadonlyMap<string, string> = new Map()): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/\s*\(appuntamento [0-9a-f-]{36}\)/gi, '')
        .replace(UUID, (id) => names.get(id) ?? id)
        .trim(),
    )
    .filter((line) => line !== '');
}

/** The dates (dd/MM/yyyy, in order) of a series that a refusal names. */
export function refusedDates(conflicts: readonly AppointmentConflict[]): string[] {
  const dates = [...new Set(conflicts.map((conflict) => conflict.requested_date).filter(Boolean))];
  const key = (date: string) => date.split('/').reverse().join('-');
  return dates.sort((a, b) => key(a).localeCompare(key(b)));
}

/** The snackbar of a booking: one appointment, or how many a series booked. */
export function bookedMessage(answer: AppointmentBookingAnswer): string {
  const count = Math.max(answer.booked.length, 1);
  return count === 1 ? 'Appuntamento fissato' : `${count} appuntamenti fissati`;
}

/** The booked dates of a series answer, for people (its dates are YYYY-MM-DD). */
export const bookedDates = (answer: AppointmentBookingAnswer): string[] => answer.booked.map((entry) => italianDate(entry.date));

/** The first message of each field: what the form shows under it. */
export function firstErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
}
