import { APPOINTMENT_MESSAGES as M } from './appointment-messages';
import { isValidDate, parseTime } from './appointment-time';

/**
 * 'Pianifica giornata' (issue 35, beyond): for one client site and day, consecutive slots for every worker due there,
 * shown as a preview and booked as one command. POST …/appointments/day-plan/preview and …/appointments/day-plan.
 */
export interface DayPlanRequest {
  customer_id: string | null;
  /** The site; none: every site of the customer. */
  factory_id?: string | null;
  med_id: string | null;
  /** YYYY-MM-DD: the day at the client's site. */
  date: string | null;
  /** HH:mm: the first visit's start, and the time the last one must end by. */
  start_time: string | null;
  end_time: string | null;
  /** Minutes per worker. */
  minutes: number | null;
  /** Workers whose next visit falls due by this date (default: 30 days after the day); the overdue ones always. */
  todate?: string | null;
  /** The commit: the workers of the preview to book (default: every planned one). */
  worker_ids?: string[] | null;
}

export interface DayPlanRow {
  worker_id: string;
  name: string;
  next_visit: string;
  appointment_time: string;
  appointment_time_end: string;
}

export interface DayPlanPreview {
  rows: DayPlanRow[];
  /** Due workers the day had no room for, most overdue first. */
  unplanned: { worker_id: string; name: string; next_visit: string }[];
}

export interface DayPlanAnswer {
  booked: { worker_id: string; appointment_id: string; appointment_time: string }[];
  /** Rows the commit could not book (the slot was taken meanwhile, the worker booked elsewhere). */
  refused: { worker_id: string; name: string; reason: string }[];
}

export const DAY_PLAN_MAX_MINUTES = 240;
/** At most this many due workers are planned in one day (a day at a site rarely sees more). */
export const DAY_PLAN_MAX_WORKERS = 60;

export const DAY_PLAN_MESSAGES = {
  MINUTES_INVALID: `Minuti per lavoratore: un numero intero da 5 a ${DAY_PLAN_MAX_MINUTES}`,
  NOTHING_TO_PLAN: 'Nessun lavoratore da visitare in questa sede entro la data indicata',
} as const;

/** The request's own rules, by field, with the appointment form's Italian messages. */
export function validateDayPlan(request: DayPlanRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!request.customer_id) fail('customer_id', M.REQUIRED);
  if (!request.med_id) fail('med_id', M.REQUIRED);
  if (!request.date) fail('date', M.REQUIRED);
  else if (!isValidDate(request.date)) fail('date', M.DATE_INVALID);
  if (request.todate && !isValidDate(request.todate)) fail('todate', M.DATE_INVALID);
  const start = request.start_time ? parseTime(request.start_time) : null;
  const end = request.end_time ? parseTime(request.end_time) : null;
  if (!request.start_time) fail('start_time', M.REQUIRED);
  else if (start === null) fail('start_time', M.TIME_INVALID);
  if (!request.end_time) fail('end_time', M.REQUIRED);
  else if (end === null) fail('end_time', M.TIME_INVALID);
  if (start !== null && end !== null && end <= start) fail('end_time', M.END_BEFORE_START);
  const minutes = request.minutes;
  if (minutes === null || minutes === undefined) fail('minutes', M.REQUIRED);
  else if (!Number.isInteger(minutes) || minutes < 5 || minutes > DAY_PLAN_MAX_MINUTES) fail('minutes', DAY_PLAN_MESSAGES.MINUTES_INVALID);
  return errors;
}
