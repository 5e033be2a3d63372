import clsx from 'clsx';
import type { ExaminationListRow } from '@tutela/contracts';
import type { ListColumn } from '../../../components/list/list-types';
import { examinationTypeLabel, isHighlightedOutcome, outcomeLabel, statusLabel } from '../examination-rules';

export const AVAILABILITY_CODES = ['EMA', 'BIO', 'SPI', 'AUD', 'ECG', 'DRG'] as const;

const LAB_LABELS: Record<string, string> = {
  ATTESA: 'In attesa',
  RICEVUTO: 'Ricevuto',
};
export const labStatusText = (status: string | null) => (status ? (LAB_LABELS[status] ?? status) : '');

/** The six availability dots: filled when the visit has that examination. */
function AvailabilityDots({ row }: { row: ExaminationListRow }) {
  return (
    <span className="inline-flex gap-1.5" data-testid="availability-dots">
      {AVAILABILITY_CODES.map((code) => {
        const has = row.availability?.[code] === true;
        return (
          <span
            key={code}
            className="inline-flex flex-col items-center text-[10px] leading-none text-slate-500"
            title={`${code}: ${has ? 'presente' : 'assente'}`}
          >
            <span
              role="img"
              aria-label={`${code} ${has ? 'presente' : 'assente'}`}
              data-available={has || undefined}
              className={clsx('mb-0.5 inline-block size-2.5 rounded-full', has ? 'bg-green-600' : 'border border-slate-300 bg-white')}
            />
            {code}
          </span>
        );
      })}
    </span>
  );
}

function Outcome({ code }: { code: string | null }) {
  if (!code) return null;
  const highlighted = isHighlightedOutcome(code);
  return (
    <span
      title={outcomeLabel(code)}
      data-highlighted={highlighted || undefined}
      className={clsx(highlighted && 'rounded bg-amber-200 px-1.5 py-0.5 font-semibold text-amber-900')}
    >
      {code}
    </span>
  );
}

/** 'Visite effettuate' columns: the row opens the visit. */
export const EXAMINATIONS_COLUMNS: readonly ListColumn<ExaminationListRow>[] = [
  {
    id: 'examinationdate',
    header: 'Data',
    kind: 'date',
    sortable: true,
    sortKey: 'date',
    width: '7rem',
  },
  { id: 'worker_name', header: 'Lavoratore', sortable: true, sortKey: 'worker' },
  {
    id: 'company_name',
    header: 'Azienda',
    sortable: true,
    sortKey: 'company',
    hideBelow: 600,
  },
  {
    id: 'type',
    header: 'Tipo',
    accessor: (row) => examinationTypeLabel(row),
    hideBelow: 768,
  },
  {
    id: 'outcome',
    header: 'Giudizio',
    cell: (value) => <Outcome code={(value as string | null) ?? null} />,
    csv: (value) => (value ? String(value) : ''),
  },
  {
    id: 'status',
    header: 'Stato',
    accessor: (row) => statusLabel(row.status),
  },
  {
    id: 'availability',
    header: 'Accertamenti',
    cell: (_value, row) => <AvailabilityDots row={row} />,
    csv: (_value, row) => AVAILABILITY_CODES.filter((code) => row.availability?.[code]).join(' '),
    hideBelow: 960,
  },
  {
    id: 'lab_status',
    header: 'Laboratorio',
    accessor: (row) => labStatusText(row.lab_status),
    hideBelow: 960,
  },
  { id: 'doctor_name', header: 'Medico', hideBelow: 960 },
  {
    id: 'versions',
    header: 'Versioni',
    align: 'right',
    width: '5rem',
    hideBelow: 768,
  },
];
