import type { ReactNode } from 'react';

/**
 * The confirm/info dialog variants of spec part 1 §2 "Dialogs". Each variant has its own request shape
 * and the value its promise resolves with; dismissing (Esc, backdrop, Annulla) resolves with the
 * variant's "no answer" value (false or null), never rejects.
 */
export interface TableColumn {
  key: string;
  label: string;
}

export type TableCell = string | number | null | undefined;

export interface CalendarEntry {
  /** ISO date (yyyy-MM-dd); shown dd/MM/yyyy. */
  date: string;
  start_time?: string | null;
  end_time?: string | null;
  description: string;
}

export interface PropagationWorker {
  id: string;
  name: string;
}

export interface NominationModel {
  id: string;
  name: string;
  description?: string | null;
}

export interface AppointmentSummary {
  title?: string | null;
  /** ISO dates and HH:mm times. */
  appointment_date: string;
  appointment_time?: string | null;
  appointment_date_end?: string | null;
  appointment_time_end?: string | null;
  customer_name?: string | null;
  med_name?: string | null;
  location?: string | null;
  note?: string | null;
  /** 0 awaiting confirmation, 1 confirmed (spec part 2 §3.8). */
  confirmed?: 0 | 1 | null;
}

interface Base {
  title?: string;
  message?: ReactNode;
}

export interface ConfirmVariantMap {
  default: { request: Base & { title: string; confirmLabel?: string; cancelLabel?: string }; result: boolean };
  error: { request: Base & { message: ReactNode }; result: void };
  message: { request: Base & { message: ReactNode }; result: void };
  infotable: { request: Base & { title: string; columns: TableColumn[]; rows: Record<string, TableCell>[] }; result: void };
  calinfotable: { request: Base & { title: string; entries: CalendarEntry[] }; result: void };
  workerpropagate: { request: Base & { workers: PropagationWorker[] }; result: 'propagate' | 'keep' | null };
  modelli_nomine: { request: Base & { models: NominationModel[] }; result: string | null };
  appointment: { request: Base & { appointment: AppointmentSummary }; result: 'edit' | 'delete' | null };
  'appointment-med': { request: Base & { appointment: AppointmentSummary }; result: 'confirm' | null };
  a3b: { request: Base & { years: number[]; defaultYear?: number }; result: { year: number } | null };
}

export type ConfirmVariant = keyof ConfirmVariantMap;

export type ConfirmRequestOf<V extends ConfirmVariant> = { variant: V } & ConfirmVariantMap[V]['request'];
export type ConfirmResultOf<V extends ConfirmVariant> = ConfirmVariantMap[V]['result'];

export type AnyConfirmRequest = { [V in ConfirmVariant]: ConfirmRequestOf<V> }[ConfirmVariant];

/** Props every variant body receives: its request and `answer`, which closes the dialog. */
export interface VariantProps<V extends ConfirmVariant> {
  request: ConfirmRequestOf<V>;
  answer: (result: ConfirmResultOf<V>) => void;
}
