import clsx from 'clsx';
import { APPOINTMENT_LOCATION_LABELS, type AppointmentLocation, type AppointmentRow } from '@tutela/contracts';
import type { ListColumn } from '../../../components/list/list-types';
import { STATUS_LABELS, timeRangeLabel, visitLabel } from './fixed-rules';

const BADGE = 'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

const STATUS_TONES: Record<AppointmentRow['status'], string> = {
  booked: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-700',
  completed: 'bg-green-100 text-green-900',
};

export function StatusBadge({ status }: { status: AppointmentRow['status'] }) {
  return <span className={clsx(BADGE, STATUS_TONES[status])}>{STATUS_LABELS[status]}</span>;
}

export function ConfirmationBadge({ confirmed }: { confirmed: boolean }) {
  return (
    <span className={clsx(BADGE, confirmed ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900')}>
      {confirmed ? 'Confermato' : 'Da confermare'}
    </span>
  );
}

/** 'Luogo': the kind of place, then the clinic booked (by name) or the address typed. */
export function locationLabel(row: Pick<AppointmentRow, 'location' | 'location_address' | 'classroom_name'>): string {
  const label = row.location ? (APPOINTMENT_LOCATION_LABELS[row.location as AppointmentLocation] ?? '') : '';
  const where = row.classroom_name ?? row.location_address;
  return where ? `${label}${label ? ': ' : ''}${where}` : label;
}

/** 'Lavoratori': the names ('Cognome Nome'), else (an older answer without them) how many. */
export function workersLabel(row: Pick<AppointmentRow, 'workers' | 'worker_names'>): string {
  if (row.worker_names?.length) return row.worker_names.join(', ');
  const count = row.workers.length;
  if (count === 0) return '—';
  return count === 1 ? '1 lavoratore' : `${count} lavoratori`;
}

/** Fissati's columns; the server sorts by start only, so 'Data' is the one sortable column. */
export const FIXED_COLUMNS: ListColumn<AppointmentRow>[] = [
  { id: 'start', header: 'Data', sortable: true, accessor: (row) => row.appointment_date, kind: 'date', width: '6.5rem' },
  {
    id: 'time',
    header: 'Ora',
    accessor: timeRangeLabel,
    cell: (value) => <span className="whitespace-nowrap">{String(value)}</span>,
    width: '7rem',
  },
  { id: 'med_name', header: 'Medico', accessor: (row) => row.med_name ?? '' },
  { id: 'customer_name', header: 'Azienda', accessor: (row) => row.customer_name ?? '' },
  { id: 'workers', header: 'Lavoratori', kind: 'long-text', accessor: workersLabel, hideBelow: 960 },
  { id: 'visit', header: 'Tipo', accessor: visitLabel, hideBelow: 768 },
  { id: 'location', header: 'Luogo', kind: 'long-text', accessor: locationLabel, hideBelow: 960 },
  {
    id: 'status',
    header: 'Stato',
    cell: (_value, row) => <StatusBadge status={row.status} />,
    csv: (_value, row) => STATUS_LABELS[row.status],
    width: '6rem',
  },
  {
    id: 'confirmed',
    header: 'Conferma',
    cell: (_value, row) => <ConfirmationBadge confirmed={row.confirmed === 1} />,
    csv: (_value, row) => (row.confirmed === 1 ? 'Confermato' : 'Da confermare'),
    width: '7.5rem',
  },
];
