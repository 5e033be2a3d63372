import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { WorkerListRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { WORKERS_COLUMNS } from './workers-columns';
import { ADD_WORKER_MIN_LEVEL, fetchWorkersPage } from './workers-api';

const CONTROLS: ListControls = { search: true, workerStatus: true, contractType: true, hideInactive: true };
/** The company is the card's own: its column would repeat it on every row. */
const COLUMNS = WORKERS_COLUMNS.filter((column) => column.id !== 'customer.company_name');

/**
 * The workers of one company, on its card: the workers list fixed to that customer, each row opening the worker
 * card under the customer (customers/list/card/{customer_id}/worker/{worker_id}), and 'Nuovo lavoratore' with the
 * company already chosen.
 */
export function CustomerWorkersList({ customerId, customerName }: { customerId: string; customerName: string }) {
  const navigate = useNavigate();
  const params = useMemo(() => ({ customer_id: customerId }), [customerId]);
  return (
    <ListPage<WorkerListRow>
      key={customerId}
      framed={false}
      tableName={`customer-workers-${customerId}`}
      title="Lavoratori"
      columns={COLUMNS}
      fetchPage={fetchWorkersPage}
      params={params}
      controls={CONTROLS}
      csvFileName="lavoratori-azienda"
      newRecord={{
        label: 'Nuovo lavoratore',
        minLevel: ADD_WORKER_MIN_LEVEL,
        onClick: () => void navigate({ to: '/workers/list/add', search: { customer_id: customerId, customer_name: customerName } }),
      }}
      onRowClick={(row) => void navigate({ to: '/customers/list/card/$id/worker/$workerId', params: { id: customerId, workerId: row.id } })}
    />
  );
}
