import { addDays, MESSAGES, parseTime, type AppointmentRow, type SeriesScope } from '@tutela/contracts';
import type { MoveAppointmentBody } from '../appointments-api';

export interface MoveValues {
  scope: SeriesScope;
  /** YYYY-MM-DD; only for 'this' (a series' other scopes keep each occurrence's date). */
  date: string;
  /** HH:mm, or '' (a single appointment without a start is all day). */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another: a multi-day booking keeps its length when moved. */
export function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/**
 * The dialog's own checks, under the server's field names so one map holds both: the server repeats them (and
 * more), these only spare a round trip for an empty date or a time typed wrong.
 */
export function validateMove(values: MoveValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.scope === 'this' && !values.date) errors.appointment_date = MESSAGES.REQUIRED;
  const start = values.start.trim() ? parseTime(values.start.trim()) : null;
  const end = values.end.trim() ? parseTime(values.end.trim()) : null;
  if (values.start.trim() && start === null) errors.appointment_time = 'Orario non valido: usare hh:mm';
  if (values.end.trim() && end === null) errors.appointment_time_end = 'Orario non valido: usare hh:mm';
  // A series occurrence always runs from a start to an end time.
  if (values.scope !== 'this' && !values.start.trim()) errors.appointment_time = MESSAGES.REQUIRED;
  if (values.scope !== 'this' && !values.end.trim()) errors.appointment_time_end = MESSAGES.REQUIRED;
  if (!values.start.trim() && values.end.trim() && !errors.appointment_time_end) errors.appointment_time = MESSAGES.REQUIRED;
  if (start !== null && end !== null && end <= start && !errors.appointment_time_end) {
    errors.appointment_time_end = "L'ora di fine deve essere successiva all'ora di inizio";
  }
  return errors;
}

/** The move's body: the new slot and the revision the list was read with. */
export function moveBody(row: AppointmentRow, values: MoveValues): MoveAppointmentBody {
  const thisOnly = values.scope === 'this';
  const date = thisOnly ? values.date : row.appointment_date;
  const dateEnd = thisOnly ? addDays(values.date, daysBetween(row.appointment_date, row.appointment_date_end)) : row.appointment_date_end;
  return {
    scope: values.scope,
    appointment_date: date,
    appointment_date_end: dateEnd,
    appointment_time: values.start.trim() || null,
    appointment_time_end: values.end.trim() || null,
    revision: row.revision,
  };
}
