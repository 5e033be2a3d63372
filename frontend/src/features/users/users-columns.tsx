import clsx from 'clsx';
import type { UserListRow } from '@tutela/contracts';
import type { ListColumn } from '../../components/list/list-types';
import { roleLabel } from './role-grants-table';

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {active ? 'Attivo' : 'Disattivato'}
    </span>
  );
}

/** Users list columns; sort keys are the ones GET /api/{app}/users accepts (name, email, created_at, active). */
export const USERS_COLUMNS: ListColumn<UserListRow>[] = [
  { id: 'name', header: 'Nome', sortable: true },
  { id: 'email', header: 'Email', sortable: true },
  {
    id: 'roles',
    header: 'Ruoli',
    kind: 'long-text',
    accessor: (row) => row.roles.map(roleLabel).join(', '),
    hideBelow: 768,
  },
  {
    id: 'active',
    header: 'Stato',
    sortable: true,
    cell: (value) => <ActiveBadge active={value === true} />,
    csv: (value) => (value === true ? 'Attivo' : 'Disattivato'),
    width: '8rem',
  },
  { id: 'created_at', header: 'Creato il', kind: 'date', sortable: true, hideBelow: 600, width: '8rem' },
];
