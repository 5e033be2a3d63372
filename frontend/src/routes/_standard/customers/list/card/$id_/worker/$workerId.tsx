import { createFileRoute } from '@tanstack/react-router';
import { WorkerCardPage } from '../../../../../../../features/workers/worker-card-page';
import { workerDetailQuery } from '../../../../../../../features/workers/workers-api';
import { WorkerJobPanelSlot, useWorkerVisitsSlot } from '../../../../../workers/list/card/$id';

// Worker card reached from a customer's card: customers/list/card/{customer_id}/worker/{worker_id}.
export const Route = createFileRoute('/_standard/customers/list/card/$id_/worker/$workerId')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(workerDetailQuery(params.workerId)),
  component: CustomerWorkerCardRoute,
});

function CustomerWorkerCardRoute() {
  const { id, workerId } = Route.useParams();
  const visitsPanel = useWorkerVisitsSlot();
  return (
    <WorkerCardPage
      id={workerId}
      back={{ to: `/customers/list/card/${id}`, label: 'Azienda' }}
      jobPanel={(worker) => <WorkerJobPanelSlot worker={worker} />}
      visitsPanel={visitsPanel}
    />
  );
}
