import {
  addDays,
  APPOINTMENT_TIME_ZONE,
  APPOINTMENT_VISIT_LABELS,
  type AppointmentRow,
  type AppointmentStatusName,
  type AppointmentVisitType,
  type SeriesScope,
} from '@tutela/contracts';
import type { ListFilters, ListState } from '../../../components/list/list-types';
import { loadListState, saveListState } from '../../../components/list/list-state';

/** Inizia visita: the visit form is the physician's, from level 6 (the server's complete rule). */
export const START_VISIT_MIN_LEVEL = 6;
/** Fissati's window when nothing is saved: today and the next 30 days. */
export const FIXED_DEFAULT_DAYS = 30;

export const STATUS_LABELS: Readonly<Record<AppointmentStatusName, string>> = {
  booked: 'Fissato',
  cancelled: 'Annullato',
  completed: 'Concluso',
};

export const SCOPE_LABELS: Readonly<Record<SeriesScope, string>> = {
  this: 'Questa occorrenza',
  following: 'Questa e le successive',
  all: 'Tutte le occorrenze della serie',
};

/** Today in Rome (YYYY-MM-DD): the appointments' wall clock, whatever the browser's time zone. */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: APPOINTMENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The extra filters of Fissati (sent as the GET's from, to, med, confirmed, status). */
export function fixedDefaultFilters(today: string): Partial<ListFilters> {
  return { extra: { from: today, to: addDays(today, FIXED_DEFAULT_DAYS), med: '', confirmed: '', status: 'booked' } };
}

/** 'Ora': start–end, the start alone, or 'Tutto il giorno' for a booking without times. */
export function timeRangeLabel(row: Pick<AppointmentRow, 'all_day' | 'appointment_time' | 'appointment_time_end'>): string {
  if (row.all_day || !row.appointment_time) return 'Tutto il giorno';
  return row.appointment_time_end ? `${row.appointment_time}–${row.appointment_time_end}` : row.appointment_time;
}

export function visitLabel(row: Pick<AppointmentRow, 'visit' | 'title'>): string {
  const label = APPOINTMENT_VISIT_LABELS[row.visit as AppointmentVisitType] ?? '';
  // 'Altro' carries its own title (required by the form when visit is 4).
  return row.title ? `${label}: ${row.title}` : label;
}

/**
 * Who sees 'Conferma' (the server's confirm rule): on a booked, unconfirmed row, a customer-side user (only their
 * companies' rows reach them) or the row's coordinator. Anyone else would only get a 403; a 403 that still comes
 * (a grant revoked meanwhile) shows the server's message.
 */
export function mayOfferConfirm(row: AppointmentRow, viewer: { userId: string; customerSide: boolean }): boolean {
  if (row.status !== 'booked' || row.confirmed === 1) return false;
  return viewer.customerSide || (row.user_id !== null && row.user_id === viewer.userId);
}

/** Sposta / Annulla: provider staff from level 6, on a booked row. */
export function mayChange(row: AppointmentRow, viewer: { customerSide: boolean; level: number }): boolean {
  return !viewer.customerSide && viewer.level >= START_VISIT_MIN_LEVEL && row.status === 'booked';
}

/** Inizia visita: level 6, a booked appointment of exactly one worker. */
export function mayStartVisit(row: AppointmentRow, viewer: { customerSide: boolean; level: number }): boolean {
  return mayChange(row, viewer) && row.workers.length === 1;
}

/** 'confirmed' of the URL (the header badge's link): '0' or '1', anything else ignored. */
export function confirmedParam(value: unknown): '0' | '1' | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return text === '0' || text === '1' ? text : undefined;
}

/**
 * The list state with the URL's confirmed filter applied: the badge's link must show the appointments awaiting
 * confirmation even when the saved filters say otherwise, and only what still awaits confirmation (booked ones).
 */
export function withConfirmedFilter(state: ListState, confirmed: '0' | '1'): ListState {
  const extra = { ...state.filters.extra, confirmed, ...(confirmed === '0' ? { status: 'booked' } : {}) };
  return { ...state, pageIndex: 0, filters: { ...state.filters, extra } };
}

/** Writes the URL's filter into the saved state before the list mounts (the list reads its state once). */
export function applyConfirmedToSavedState(tableName: string, base: ListState, confirmed: '0' | '1'): void {
  saveListState(tableName, withConfirmedFilter(loadListState(tableName, base), confirmed));
}
