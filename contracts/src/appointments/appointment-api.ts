/**
 * The body of `POST /api/md/appointments` (store appointments), every field under its spec name (part 2 §3.8,
 * §4, §9). Dates travel as YYYY-MM-DD, times as HH:mm. Values the form leaves empty may arrive as null.
 */

/** Visit types (part 2 §9): 1 visit, 0 exams only, 2 inspection, 3 periodic meeting, 4 other (title required). */
export const APPOINTMENT_VISIT_TYPES = [1, 0, 2, 3, 4] as const;
export type AppointmentVisitType = (typeof APPOINTMENT_VISIT_TYPES)[number];
export const APPOINTMENT_VISIT_LABELS: Readonly<Record<AppointmentVisitType, string>> = {
  1: 'Visita',
  0: 'Solo esami',
  2: 'Sopralluogo',
  3: 'Riunione periodica',
  4: 'Altro',
};
export const VISIT_OTHER = 4;

/** Locations (part 2 §9): 1 physician's clinic, 2 client site, 3 other address (location_address), 4 provider clinic. */
export const APPOINTMENT_LOCATIONS = [1, 2, 3, 4] as const;
export type AppointmentLocation = (typeof APPOINTMENT_LOCATIONS)[number];
export const APPOINTMENT_LOCATION_LABELS: Readonly<Record<AppointmentLocation, string>> = {
  1: 'Ambulatorio del medico',
  2: 'Sede del cliente',
  3: 'Altro indirizzo',
  4: 'Ambulatorio del fornitore',
};
export const LOCATION_OTHER_ADDRESS = 3;
export const LOCATION_PROVIDER_CLINIC = 4;

/** recurring (part 2 §4): 1 a single date, 2 recurring on daysOfWeek between appointment_date and appointment_date_end. */
export const RECURRING_NO = 1;
export const RECURRING_YES = 2;

/** daysOfWeek (part 2 §9): Sunday 0, Monday 1 … Saturday 6 (JavaScript's getDay). */
export const WEEKDAY_LABELS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'] as const;

export type AppointmentFlag = 0 | 1;

export interface AppointmentRequest {
  /** Present when editing; a new appointment (or series) gets its id from the server. */
  id?: string | null;
  entity_id?: string | null;
  customer_id?: string | null;
  /** The physician. */
  med_id: string | null;
  /** 0 single worker, 1 several workers. */
  multi: AppointmentFlag;
  /** Multi form: 1 when the workers are picked one by one in `selected`. */
  select_workers?: AppointmentFlag | null;
  selected?: string[] | null;
  /** The single appointment's worker (the dialog carries it). */
  worker_id?: string | null;
  visit: AppointmentVisitType | null;
  /** Required when visit is 4 (other). */
  title?: string | null;
  /** Examination type ids. */
  examinations?: string[] | null;
  /** 1: add the worker's due protocol examinations. */
  add_examination_protocol?: AppointmentFlag | null;
  /** Resource ids (calresources of type resources). */
  resources?: string[] | null;
  /** The clinic (calresources of type classrooms); the resource-booking payload calls it `classroom`. */
  classroom_id?: string | null;
  appointment_date: string | null;
  /** HH:mm; empty means all day for a single appointment; required in the multi/recurring form. */
  appointment_time?: string | null;
  /** Minutes per worker: required and > 0 when multi. */
  appointment_duration?: number | null;
  appointment_date_end: string | null;
  appointment_time_end?: string | null;
  location?: AppointmentLocation | null;
  /** Required when location is 3. */
  location_address?: string | null;
  note?: string | null;
  /** The send-mail selects (required): mail the worker, mail every worker of a multi booking, mail the customer. */
  send_mail: AppointmentFlag | null;
  send_mail_multi?: AppointmentFlag | null;
  send_mail_to_customer: AppointmentFlag | null;
  /** The worker's address(es), required when send_mail is 1 (several separated by ',' or ';'). */
  mail_address?: string | null;
  /** The customer's address(es), required when send_mail_to_customer is 1. */
  mail_customer?: string | null;
  require_coordination?: 'NO' | 'YES' | null;
  /** The reporting manager who coordinates and confirms; required when require_coordination is YES. */
  user_id?: string | null;
  /** Default today. */
  require_coordination_date?: string | null;
  /** 0 awaiting confirmation, 1 confirmed. */
  confirmed?: AppointmentFlag | null;
  recurring: 1 | 2;
  /** Weekdays of a recurring series (0 Sunday … 6 Saturday). */
  daysOfWeek?: number[] | null;
}

/** Which occurrences of a series a move or cancel touches: the one acted on, it and the later ones, or every one. */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/**
 * One booking in the way of a refused booking (the 409's `conflicts`, checkbusyresources' text): who (the
 * physician, a resource or a clinic, and the appointment holding the time) and when (Rome wall clock, Italian
 * format). `requested_*`: the interval asked for (for a series: which occurrence).
 */
export interface AppointmentConflict {
  kind: 'physician' | 'resource' | 'clinic';
  /** The physician's, resource's or clinic's id. */
  id: string;
  /** The appointment holding the time (null when the holder is not an appointment). */
  appointment_id: string | null;
  /** dd/MM/yyyy and HH:mm of the holder's booking. */
  date: string;
  from: string;
  to: string;
  requested_date: string;
  requested_from: string;
  requested_to: string;
  /** The conflict in one Italian sentence. */
  text: string;
}

/** The 409 of a refused booking: RESOURCES_BUSY and every conflict. */
export interface AppointmentBusyResponse {
  message: string;
  conflicts: AppointmentConflict[];
}

/** The answer of a series booking: the occurrences booked, the ones refused for a conflict (by date). */
export interface AppointmentBookingAnswer {
  id: string;
  series_id: string | null;
  booked: { id: string; date: string }[];
  refused: { date: string; conflicts: AppointmentConflict[] }[];
}

/** A free slot POST …/appointments/free-slots proposes: the form's date and time fields, ready to fill it. */
export interface FreeSlotProposal {
  appointment_date: string;
  appointment_time: string;
  appointment_date_end: string;
  appointment_time_end: string;
}
