import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { customerSideCustomerIds, type WorkerListRow } from '@tutela/contracts';
import { GenericList } from '../../components/list/generic-list';
import type { ListButtons, ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { WORKERS_COLUMNS } from './workers-columns';
import { fetchWorkersPage, WORKERS_TABLE } from './workers-api';

const CONTROLS: ListControls = { search: true, customer: true, workerStatus: true, contractType: true, hideInactive: true };
/** A client company's user with one company has nothing to choose in the 'Azienda' filter. */
const ONE_COMPANY_CONTROLS: ListControls = { ...CONTROLS, customer: false };
/** Adding workers: staff from level 5 (a self-managing customer is refused or allowed by the server per factory). */
const ADD_MIN_LEVEL = 4;

/** Lavoratori (Anagrafiche): the workers of the caller's scope, server-side paged, sorted and filtered. */
export function WorkersListPage() {
  const navigate = useNavigate();
  const { permission, user } = useUserData();
  const buttons = useMemo<ListButtons>(
    () => ({
      clear: true,
      fullList: true,
      refresh: true,
      csv: { fileName: 'lavoratori' },
      add: { label: 'Nuovo lavoratore', onClick: () => void navigate({ to: '/workers/list/add' }), minLevel: ADD_MIN_LEVEL },
    }),
    [navigate],
  );
  const customerIds = customerSideCustomerIds(user.roles);
  const controls = customerIds !== null && customerIds.length <= 1 ? ONE_COMPANY_CONTROLS : CONTROLS;
  return (
    <div className="p-4">
      <GenericList<WorkerListRow>
        tableName={WORKERS_TABLE}
        title="Lavoratori"
        columns={WORKERS_COLUMNS}
        fetchPage={fetchWorkersPage}
        controls={controls}
        buttons={buttons}
        userLevel={permission.level}
        generic={user.entity.generic}
        onRowClick={(row) => void navigate({ to: '/workers/list/card/$id', params: { id: row.id } })}
      />
    </div>
  );
}
