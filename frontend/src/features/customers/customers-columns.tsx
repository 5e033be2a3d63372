import type { CustomerListRow } from '@tutela/contracts';
import type { ListColumn } from '../../components/list/list-types';

/** Customers list columns; sort keys are those GET customers accepts (company_name, vat_number, city, created_at). */
export const CUSTOMERS_COLUMNS: ListColumn<CustomerListRow>[] = [
  {
    id: 'company_name',
    header: 'Ragione sociale',
    sortable: true,
    cell: (value, row) => (
      <span className="flex items-center gap-2">
        <span className="font-medium">{String(value)}</span>
        {row.resigned && <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">Cessata</span>}
      </span>
    ),
    csv: (value) => String(value),
  },
  { id: 'vat_number', header: 'Partita IVA', sortable: true, width: '9rem', hideBelow: 600 },
  { id: 'city', header: 'Comune', accessor: (row) => row.location.comune, sortable: true, sortKey: 'city', width: '11rem' },
  { id: 'ateco', header: 'ATECO', width: '7rem', hideBelow: 768 },
];
