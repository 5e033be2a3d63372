import { useNavigate } from '@tanstack/react-router';
import { customerSideCustomerIds, type WorkerListRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { WORKERS_COLUMNS } from './workers-columns';
import { ADD_WORKER_MIN_LEVEL, fetchWorkersPage, WORKERS_TABLE } from './workers-api';

const CONTROLS: ListControls = { search: true, customer: true, workerStatus: true, contractType: true, hideInactive: true };
/** A client company's user with one company has nothing to choose in the 'Azienda' filter. */
const ONE_COMPANY_CONTROLS: ListControls = { ...CONTROLS, customer: false };

/** Lavoratori (Anagrafiche): the workers of the caller's scope, server-side paged, sorted and filtered. */
export function WorkersListPage() {
  const navigate = useNavigate();
  const { user } = useUserData();
  const customerIds = customerSideCustomerIds(user.roles);
  return (
    <ListPage<WorkerListRow>
      tableName={WORKERS_TABLE}
      title="Lavoratori"
      columns={WORKERS_COLUMNS}
      fetchPage={fetchWorkersPage}
      controls={customerIds !== null && customerIds.length <= 1 ? ONE_COMPANY_CONTROLS : CONTROLS}
      fullList
      csvFileName="lavoratori"
      newRecord={{ label: 'Nuovo lavoratore', minLevel: ADD_WORKER_MIN_LEVEL, onClick: () => void navigate({ to: '/workers/list/add' }) }}
      onRowClick={(row) => void navigate({ to: '/workers/list/card/$id', params: { id: row.id } })}
    />
  );
}
