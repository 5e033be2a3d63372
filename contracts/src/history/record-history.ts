/**
 * Record history for auditors ("Cronologia"): the timeline of a record's events and the record as it stood at
 * a chosen date or revision, rebuilt by folding its stream. Shared by the API and the UI.
 */

/** Minimum level, in the request's application, that may read a record's history. */
export const HISTORY_MIN_LEVEL = 8;

/**
 * A visit's own doctor (who signed it, or the visit's doctor) may read its history from this level in md; every
 * other reader still needs HISTORY_MIN_LEVEL.
 */
export const EXAMINATION_HISTORY_DOCTOR_LEVEL = 6;

/**
 * Record kinds with a history, keyed by stream category (the activity log's `log_name`, so a row of
 * "Ultime attività" links straight to its record). A new kind adds its label here and one kind file on the server.
 */
export const HISTORY_KIND_LABELS = {
  worker: 'Lavoratore',
  customer: 'Azienda',
  job: 'Mansione',
  user: 'Utente',
  entity: 'Ente',
  examination: 'Visita',
  chat: 'Chat',
  dvr: 'DVR',
  appointment: 'Appuntamento',
} as const satisfies Record<string, string>;
export type HistoryKind = keyof typeof HISTORY_KIND_LABELS;
export const HISTORY_KINDS = Object.keys(HISTORY_KIND_LABELS) as HistoryKind[];

export function isHistoryKind(value: string): value is HistoryKind {
  return Object.prototype.hasOwnProperty.call(HISTORY_KIND_LABELS, value);
}

export const HISTORY_MESSAGES = {
  KIND_UNKNOWN: 'Tipo di scheda senza cronologia',
  RECORD_NOT_FOUND: 'Scheda non trovata',
  POINT_REQUIRED: 'Indicare una data o una revisione',
  BEFORE_FIRST_EVENT: 'A quella data la scheda non esisteva ancora',
} as const;

/** One field that an event changed: its value before and after, as the folded record had them. */
export interface HistoryFieldChange {
  /** Dotted path in the folded record (`personal.firstName`). */
  field: string;
  /** The field as the UI names it. */
  label: string;
  before: unknown;
  after: unknown;
}

/** One event of a record's stream, as the timeline shows it. */
export interface HistoryEntry {
  revision: number;
  position: number;
  occurred_at: string;
  event_type: string;
  actor_name: string;
  actor_role: string;
  /** The actor's role in Italian (the raw role when it has no label: `system`…). */
  actor_role_label: string;
  /** The same Italian sentence "Ultime attività" shows for this event. */
  summary: string;
  changes: HistoryFieldChange[];
}

export interface RecordHistory {
  kind: HistoryKind;
  id: string;
  kind_label: string;
  /** The record's name as it is today (for the page title). */
  title: string;
  entries: HistoryEntry[];
}

/**
 * The record as it stood after `revision`: `fields` is the folded state (secrets removed); `detail` is the same
 * shape the kind's card reads (WorkerDetail…), or null where the kind has no card mapping yet.
 */
export interface RecordStateAt<TDetail = unknown> {
  kind: HistoryKind;
  id: string;
  revision: number;
  occurred_at: string;
  status: string;
  fields: Record<string, unknown>;
  labels: Record<string, string>;
  detail: TDetail | null;
  /**
   * What the card shows as it is today rather than rebuilt (names of linked records, parts no fold tracks), in
   * Italian for the page; null when nothing is.
   */
  as_of_today: string | null;
}

export const HISTORY_POINT_MESSAGES = {
  AT_INVALID: 'Data e ora non valide',
  REVISION_INVALID: 'Revisione non valida',
} as const;
