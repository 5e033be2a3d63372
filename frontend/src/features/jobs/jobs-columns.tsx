import type { JobRow } from '@tutela/contracts';
import type { ListColumn } from '../../components/list/list-types';

const name: ListColumn<JobRow> = { id: 'name', header: 'Mansione', sortable: true, sortKey: 'name' };
const level: ListColumn<JobRow> = {
  id: 'level',
  header: 'Livello',
  sortable: true,
  sortKey: 'level',
  width: '6rem',
  align: 'right',
  accessor: (row) => String(row.level),
};
const type: ListColumn<JobRow> = {
  id: 'job_type',
  header: 'Tipo',
  hideBelow: 768,
  accessor: (row) => (row.job_type === 'RISK_PROFILE' ? 'Profilo di rischio' : 'Mansione'),
};
const workers: ListColumn<JobRow> = {
  id: 'activeWorkers',
  header: 'Lavoratori attivi',
  width: '9rem',
  align: 'right',
  accessor: (row) => String(row.activeWorkers),
};
const description: ListColumn<JobRow> = { id: 'description', header: 'Descrizione', kind: 'long-text', hideBelow: 960 };
const status: ListColumn<JobRow> = {
  id: 'retired',
  header: 'Stato',
  width: '7rem',
  accessor: (row) => (row.retired ? 'Eliminata' : 'Attiva'),
  csvExclude: true,
  hideBelow: 600,
};

/** Mansioni generali (glist): the entity's catalogue. */
export const GENERAL_JOBS_COLUMNS: ListColumn<JobRow>[] = [name, level, type, description, workers, status];

/** Mansioni specifiche: each belongs to a factory of a customer. */
export const SPECIFIC_JOBS_COLUMNS: ListColumn<JobRow>[] = [
  name,
  { id: 'customer', header: 'Azienda', accessor: (row) => row.customer?.company_name ?? '' },
  { id: 'factory', header: 'Sede', hideBelow: 768, accessor: (row) => row.factory?.name ?? '' },
  level,
  workers,
  status,
];
