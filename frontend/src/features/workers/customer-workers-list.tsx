import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { WorkerListRow } from '@tutela/contracts';
import { GenericList } from '../../components/list/generic-list';
import type { ListButtons, ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { WORKERS_COLUMNS } from './workers-columns';
import { fetchWorkersPage } from './workers-api';

const CONTROLS: ListControls = { search: true, workerStatus: true, contractType: true, hideInactive: true };
/** The company is the card's own: its column would repeat it on every row. */
const COLUMNS = WORKERS_COLUMNS.filter((column) => column.id !== 'customer.company_name');
const ADD_MIN_LEVEL = 4;

/**
 * The workers of one company, on its card: the workers list fixed to that customer, each row opening the worker
 * card under the customer (customers/list/card/{customer_id}/worker/{worker_id}), and 'Nuovo lavoratore' with the
 * company already chosen.
 */
export function CustomerWorkersList({ customerId, customerName }: { customerId: string; customerName: string }) {
  const navigate = useNavigate();
  const { permission, user } = useUserData();
  const params = useMemo(() => ({ customer_id: customerId }), [customerId]);
  const buttons = useMemo<ListButtons>(
    () => ({
      clear: true,
      refresh: true,
      csv: { fileName: 'lavoratori-azienda' },
      add: {
        label: 'Nuovo lavoratore',
        minLevel: ADD_MIN_LEVEL,
        onClick: () => void navigate({ to: '/workers/list/add', search: { customer_id: customerId, customer_name: customerName } }),
      },
    }),
    [navigate, customerId, customerName],
  );
  return (
    <GenericList<WorkerListRow>
      key={customerId}
      tableName={`customer-workers-${customerId}`}
      title="Lavoratori"
      columns={COLUMNS}
      fetchPage={fetchWorkersPage}
      params={params}
      controls={CONTROLS}
      buttons={buttons}
      userLevel={permission.level}
      generic={user.entity.generic}
      onRowClick={(row) => void navigate({ to: '/customers/list/card/$id/worker/$workerId', params: { id: customerId, workerId: row.id } })}
    />
  );
}
