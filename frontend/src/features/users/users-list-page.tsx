import { useNavigate } from '@tanstack/react-router';
import type { UserListRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { USERS_COLUMNS } from './users-columns';
import { fetchUsersPage, USERS_TABLE } from './users-api';

const CONTROLS: ListControls = { search: true, hideInactive: true };

/** Utenti (spec part 1 §2 admin menus, level ≥ 8): the users of the administrator's scope. */
export function UsersListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<UserListRow>
      tableName={USERS_TABLE}
      title="Utenti"
      columns={USERS_COLUMNS}
      fetchPage={fetchUsersPage}
      controls={CONTROLS}
      csvFileName="utenti"
      newRecord={{ label: 'Nuovo utente', onClick: () => void navigate({ to: '/users/list/add' }) }}
      onRowClick={(row) => void navigate({ to: '/users/list/card/$id', params: { id: row.id } })}
    />
  );
}
