import type { ToScheduleRow } from '@tutela/contracts';
import type { ListColumn } from '../../../components/list/list-types';

/** A checkbox per row: the selection books one appointment for several workers of one company. */
export function selectionColumn(selected: ReadonlySet<string>, toggle: (row: ToScheduleRow) => void): ListColumn<ToScheduleRow> {
  return {
    id: 'select',
    header: 'Sel.',
    width: '3rem',
    csvExclude: true,
    cell: (_value, row) => (
      <input
        type="checkbox"
        className="size-4 accent-sky-700"
        aria-label={`Seleziona ${row.last_name} ${row.first_name}`}
        checked={selected.has(row.id)}
        onChange={() => toggle(row)}
        onClick={(event) => event.stopPropagation()}
      />
    ),
  };
}

export const TO_SCHEDULE_COLUMNS: ListColumn<ToScheduleRow>[] = [
  { id: 'name', header: 'Lavoratore', accessor: (row) => `${row.last_name} ${row.first_name}` },
  { id: 'fiscal_code', header: 'Codice fiscale', hideBelow: 960 },
  { id: 'company_name', header: 'Azienda' },
  { id: 'factory_name', header: 'Sede', hideBelow: 768 },
  { id: 'job_name', header: 'Mansione', kind: 'long-text', hideBelow: 960 },
  { id: 'last_visit', header: 'Ultima visita', kind: 'date', hideBelow: 600 },
  // Sorted by the server (most overdue first); a past date is red: the visit is late.
  { id: 'next_visit', header: 'Prossima visita', kind: 'date', dateTone: 'past-future', sortable: true },
];
