import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { UserListRow } from '@tutela/contracts';
import { GenericList } from '../../components/list/generic-list';
import type { ListButtons, ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { USERS_COLUMNS } from './users-columns';
import { fetchUsersPage, USERS_TABLE } from './users-api';

const CONTROLS: ListControls = { search: true, hideInactive: true };

/** Utenti (spec part 1 §2 admin menus, level ≥ 8): the users of the administrator's scope. */
export function UsersListPage() {
  const navigate = useNavigate();
  const { permission, user } = useUserData();
  const buttons = useMemo<ListButtons>(
    () => ({
      clear: true,
      refresh: true,
      csv: { fileName: 'utenti' },
      add: { label: 'Nuovo utente', onClick: () => void navigate({ to: '/users/list/add' }) },
    }),
    [navigate],
  );
  return (
    <div className="p-4">
      <GenericList<UserListRow>
        tableName={USERS_TABLE}
        title="Utenti"
        columns={USERS_COLUMNS}
        fetchPage={fetchUsersPage}
        controls={CONTROLS}
        buttons={buttons}
        userLevel={permission.level}
        generic={user.entity.generic}
        onRowClick={(row) => void navigate({ to: '/users/list/card/$id', params: { id: row.id } })}
      />
    </div>
  );
}
