import type { WorkerListRow } from '@tutela/contracts';
import type { ListColumn } from '../../components/list/list-types';

/** Red 'DIMESSO' after a resigned worker's name (spec part 1 §3). */
export function ResignedMarker({ resigned }: { resigned: 0 | 1 | boolean }) {
  if (!resigned) return null;
  return <span className="ml-2 text-xs font-bold text-red-600">(DIMESSO)</span>;
}

/** Workers list columns; sort keys are those GET /api/{app}/workers accepts (WORKER_SORT_KEYS). */
export const WORKERS_COLUMNS: ListColumn<WorkerListRow>[] = [
  {
    id: 'name',
    header: 'Lavoratore',
    sortable: true,
    accessor: (row) => `${row.last_name} ${row.first_name}`,
    cell: (value, row) => (
      <span>
        <span className="font-medium">{String(value)}</span>
        <ResignedMarker resigned={row.resigned} />
      </span>
    ),
    csv: (value, row) => `${String(value)}${row.resigned ? ' (DIMESSO)' : ''}`,
  },
  { id: 'fiscal_code', header: 'Codice fiscale', sortable: true, hideBelow: 600, width: '11rem' },
  { id: 'birth_date', header: 'Data di nascita', kind: 'date', sortable: true, hideBelow: 960, width: '8rem' },
  { id: 'customer.company_name', header: 'Azienda', sortable: true, sortKey: 'company_name', kind: 'long-text' },
  { id: 'factory.name', header: 'Sede', sortable: true, sortKey: 'factory_name', hideBelow: 960 },
  { id: 'job.name', header: 'Mansione', sortable: true, sortKey: 'job_name', hideBelow: 960 },
  { id: 'next_visit', header: 'Prossima visita', kind: 'date', dateTone: 'deadline', sortable: true, hideBelow: 600, width: '8rem' },
];
