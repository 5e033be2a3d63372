import type { AppointmentFlag } from './appointment-api';
import type { AppointmentMailReason } from './appointment-events';

/** One summons mailed for an appointment (AppointmentMailQueued): why, to whom, when it was queued (an instant). */
export interface AppointmentMailRow {
  reason: AppointmentMailReason;
  recipients: string[];
  queued_at: string;
}

/** An appointment's state in the read model: booked, cancelled, or completed (the visit started from Fissati). */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'completed'] as const;
export type AppointmentStatusName = (typeof APPOINTMENT_STATUSES)[number];

/** Sort keys of Fissati. */
export const APPOINTMENT_SORT_KEYS = ['start'] as const;
export type AppointmentSortKey = (typeof APPOINTMENT_SORT_KEYS)[number];

/**
 * Reading appointments: provider staff from this level (the 'Scadenze' menu's: the nurse reads Da fissare, Fissati and
 * Calendario); customer-side users for their own companies.
 */
export const APPOINTMENT_READ_MIN_LEVEL = 5;
/** Calendario risorse / ambulatori: not among the nurse's entries (spec part 1 §2), so provider staff from level 6. */
export const RESOURCE_CALENDAR_MIN_LEVEL = 6;

/**
 * One appointment (or series occurrence) as calappointments, Fissati and the card answer it, under the form's
 * names (part 2 §3.8). `start`/`end` are instants; the dates and times are Europe/Rome wall-clock.
 */
export interface AppointmentRow {
  id: string;
  series_id: string | null;
  occurrence_date: string | null;
  customer_id: string | null;
  customer_name: string | null;
  med_id: string;
  med_name: string | null;
  resources: string[];
  classroom_id: string | null;
  workers: string[];
  /** 'Cognome Nome' of `workers`, in their order. */
  worker_names: string[];
  /** The names of the clinic and of the resources, current. */
  classroom_name: string | null;
  resource_names: string[];
  multi: AppointmentFlag;
  visit: number;
  title: string | null;
  examinations: string[];
  start: string;
  end: string;
  all_day: boolean;
  appointment_date: string;
  appointment_time: string | null;
  appointment_date_end: string;
  appointment_time_end: string | null;
  location: number | null;
  location_address: string | null;
  note: string | null;
  confirmed: AppointmentFlag;
  status: AppointmentStatusName;
  require_coordination: 'YES' | 'NO';
  user_id: string | null;
  examination_id: string | null;
  /** The summons mailed so far, oldest first. */
  mails: AppointmentMailRow[];
  revision: number;
  created_at: string;
  updated_at: string;
}

/**
 * A row of Da fissare (GET appointments/tofix): a worker whose next visit falls in the window and who has no
 * appointment for it. `email` fills the summons' address in the booking dialog.
 */
export interface ToScheduleRow {
  id: string;
  worker_id: string;
  customer_id: string;
  company_name: string | null;
  factory_id: string | null;
  factory_name: string | null;
  first_name: string;
  last_name: string;
  fiscal_code: string | null;
  email: string | null;
  job_name: string | null;
  last_visit: string | null;
  /** YYYY-MM-DD; before today: overdue. */
  next_visit: string;
}
