import { createFileRoute } from '@tanstack/react-router';
import type { WorkerDetail } from '@tutela/contracts';
import { WorkerCardPage } from '../../../../../features/workers/worker-card-page';
import { WorkerAssignmentPanel } from '../../../../../features/worker-assignment/worker-assignment-panel';
import { workerDetailQuery } from '../../../../../features/workers/workers-api';

/**
 * The worker card's job part: assignment, hazards and health protocol from the jobs context's panel (the route
 * composes the two features). Keyed by revision: after a save the reloaded record resets the panel's drafts.
 */
export function WorkerJobPanelSlot({ worker }: { worker: WorkerDetail }) {
  return <WorkerAssignmentPanel key={worker.revision} worker={worker} />;
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
