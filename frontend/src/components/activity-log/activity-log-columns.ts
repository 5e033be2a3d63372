import { ACTIVITY_OPERATIONS, ACTIVITY_SUBJECT_TYPES, type ActivityLogEntry } from '@tutela/contracts';
import { createElement } from 'react';
import { downloadHistory, exportableKind } from '../history-export/download-history';
import { historyPath } from '../history/history-link';
import { HistoryRowLink } from '../history/history-row-link';
import type { ListColumn } from '../list/list-types';

/** Table name of the dialog's list: its react-query key is ['list', ACTIVITY_LOG_TABLE_NAME, …]. */
export const ACTIVITY_LOG_TABLE_NAME = 'activity-log';

/**
 * The server already sends Italian operations (INSERIMENTO…) and subjects (LAVORATORE…). Older or foreign
 * entries may carry the original keys (created, Worker): those are translated with the same tables, so the
 * column never mixes languages.
 */
export function operationLabel(description: string): string {
  return Object.prototype.hasOwnProperty.call(ACTIVITY_OPERATIONS, description)
    ? ACTIVITY_OPERATIONS[description as keyof typeof ACTIVITY_OPERATIONS]
    : description;
}

export function subjectLabel(subjectType: string): string {
  const key = subjectType.toLowerCase();
  return Object.prototype.hasOwnProperty.call(ACTIVITY_SUBJECT_TYPES, key)
    ? ACTIVITY_SUBJECT_TYPES[key as keyof typeof ACTIVITY_SUBJECT_TYPES]
    : subjectType;
}

/** Columns of 'Ultime attività' (spec part 1 §2): operation date, operation done, done on, user, detail. */
export const ACTIVITY_LOG_COLUMNS: ListColumn<ActivityLogEntry>[] = [
  {
    id: 'created_at',
    header: 'Data operazione',
    kind: 'datetime',
    width: '9.5rem',
  },
  {
    id: 'description',
    header: 'Operazione effettuata',
    accessor: (row) => operationLabel(row.description),
  },
  {
    id: 'subject_type',
    header: 'Effettuata su',
    accessor: (row) => subjectLabel(row.subject_type),
  },
  { id: 'causer_name', header: 'Utente' },
  { id: 'summary', header: 'Dettaglio', kind: 'long-text' },
  {
    id: 'history',
    header: 'Cronologia',
    accessor: (row) => historyPath(row.log_name, row.subject_id),
    // The record's timeline and its state at that moment (the dialog only opens from level 8, like the page).
    cell: (path) => (typeof path === 'string' ? createElement(HistoryRowLink, { path }) : null),
    csvExclude: true,
    width: '6rem',
  },
  // The inspector's export of the row's record (the dialog itself needs level 8, like the export).
  {
    id: 'export',
    header: 'Storico',
    csvExclude: true,
    width: '5rem',
    accessor: (row) => exportableKind(row.log_name),
    cell: (kind, row) =>
      kind
        ? createElement(
            'button',
            {
              type: 'button',
              className: 'text-brand-700 underline hover:text-brand-900',
              title: 'Scarica lo storico completo del record (JSON con impronte) per un ispettore',
              'data-testid': 'activity-history-download',
              onClick: () => void downloadHistory(kind as NonNullable<ReturnType<typeof exportableKind>>, row.subject_id),
            },
            'JSON',
          )
        : null,
  },
];
