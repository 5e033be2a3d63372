import { readPath } from './cell-format';

/**
 * Status rules of the list rows (spec part 2 §4, §5.1): exam availability, laboratory requests, outcome
 * highlight and import warnings/errors. Pure, so the table cell and the CSV export agree.
 */

/** Exam types that show an availability dot (spec part 2 §2.1). */
export const AVAILABILITY_EXAM_TYPES = ['EMA', 'BIO', 'SPI', 'AUD', 'ECG', 'DRG'] as const;

export const AVAILABILITY_STATUSES = [
  'AVAILABLE',
  'AVAILABLE_EXPIRED',
  'NOT_AVAILABLE',
  'WAITING_FOR_APPROVAL',
  'WAITING_FOR_APPROVAL_EXPIRED',
  'REJECTED',
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Labels follow the document-to-worker states of spec part 2 §4. */
export const AVAILABILITY_INFO: Record<AvailabilityStatus, { label: string; dotClass: string }> = {
  AVAILABLE: { label: 'Visibile al lavoratore', dotClass: 'bg-green-600' },
  AVAILABLE_EXPIRED: { label: 'Accettato, periodo di visualizzazione scaduto', dotClass: 'bg-lime-400' },
  NOT_AVAILABLE: { label: 'Non visibile al lavoratore', dotClass: 'bg-slate-400' },
  WAITING_FOR_APPROVAL: { label: 'In attesa di approvazione del lavoratore', dotClass: 'bg-amber-400' },
  WAITING_FOR_APPROVAL_EXPIRED: {
    label: 'In attesa di approvazione, richiesta scaduta',
    dotClass: 'bg-orange-600',
  },
  REJECTED: { label: 'Rifiutato dal lavoratore', dotClass: 'bg-red-600' },
};

/** The availability of a row, or null when the row's exam type has no dot. */
export function availabilityOf(row: unknown): AvailabilityStatus | null {
  const code = readPath(row, 'type.code');
  if (typeof code !== 'string' || !(AVAILABILITY_EXAM_TYPES as readonly string[]).includes(code.toUpperCase())) {
    return null;
  }
  const status = readPath(row, 'availability_status');
  return typeof status === 'string' && (AVAILABILITY_STATUSES as readonly string[]).includes(status)
    ? (status as AvailabilityStatus)
    : 'NOT_AVAILABLE';
}

/** Laboratory request of a synlab row (spec part 2 §4): empty, INS, ERR (shows the note), ESI. */
export function laboratoryStatusText(row: unknown): string {
  const lab = readPath(row, 'laboratory');
  if (typeof lab !== 'string' || lab.toLowerCase() !== 'synlab') return '';
  const status = readPath(row, 'laboratory_status');
  switch (status) {
    case 'INS':
      return 'Richiesta inviata';
    case 'ERR': {
      const note = readPath(row, 'laboratory_note');
      return typeof note === 'string' && note ? `Errore: ${note}` : 'Errore';
    }
    case 'ESI':
      return 'Esito ricevuto';
    default:
      return 'Richiesta non ancora inviata';
  }
}

export function isOutcomeHighlighted(row: unknown): boolean {
  const flag = readPath(row, 'outcome_bis');
  return flag === 1 || flag === '1' || flag === true;
}

export type ImportRowKind = 'error' | 'update' | 'insert' | 'unknown';

export interface ImportIssues {
  kind: ImportRowKind;
  /** Error text for MISSING_DATA / OTHER_CUSTOMER errors. */
  error: string | null;
  /** OTHER_CUSTOMER errors show an apartment icon: the worker belongs to another customer. */
  otherCustomer: boolean;
  warnings: string[];
}

/** Import row type: error, Aggiornamento, Nuovo inserimento (spec part 2 §4, §5.1). */
export function importIssuesOf(row: unknown): ImportIssues {
  const type = readPath(row, 'type');
  const kind: ImportRowKind =
    type === 'error' ? 'error' : type === 'Aggiornamento' ? 'update' : type === 'Nuovo inserimento' ? 'insert' : 'unknown';
  const subtype = readPath(row, 'subtype');
  const message = readPath(row, 'error_message');
  const rawWarnings = readPath(row, 'warnings');
  const warnings = Array.isArray(rawWarnings)
    ? rawWarnings.map((w) => (typeof w === 'string' ? w : String((w as { message?: unknown })?.message ?? ''))).filter(Boolean)
    : typeof rawWarnings === 'string' && rawWarnings
      ? [rawWarnings]
      : [];
  const isError = kind === 'error';
  return {
    kind,
    error: isError ? (typeof message === 'string' && message ? message : 'Errore') : null,
    otherCustomer: isError && subtype === 'OTHER_CUSTOMER',
    warnings,
  };
}

export const IMPORT_KIND_LABELS: Record<ImportRowKind, string> = {
  error: 'Errore',
  update: 'Aggiornamento',
  insert: 'Nuovo inserimento',
  unknown: '',
};
