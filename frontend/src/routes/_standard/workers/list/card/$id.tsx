import { createFileRoute } from '@tanstack/react-router';
import type { WorkerDetail } from '@tutela/contracts';
import { WorkerCardPage } from '../../../../../features/workers/worker-card-page';
import { WorkerHealthSummary } from '../../../../../features/workers/worker-health-summary';
import { workerDetailQuery } from '../../../../../features/workers/workers-api';

/**
 * The slot of the worker card where the job assignment, hazards and health protocol go. Today the read-only
 * summary from the record; the jobs context replaces this with its editing panel (the route composes features).
 */
export function WorkerJobPanelSlot({ worker }: { worker: WorkerDetail }) {
  return <WorkerHealthSummary worker={worker} />;
}

// Worker card: workers/list/card/{id}.
export const Route = createFileRoute('/_standard/workers/list/card/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(workerDetailQuery(params.id)),
  component: WorkerCardRoute,
});

function WorkerCardRoute() {
  const { id } = Route.useParams();
  return <WorkerCardPage id={id} jobPanel={(worker) => <WorkerJobPanelSlot worker={worker} />} />;
}
