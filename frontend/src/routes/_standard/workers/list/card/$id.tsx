import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkerDetail } from '@tutela/contracts';
import { WorkerCardPage } from '../../../../../features/workers/worker-card-page';
import { WorkerAssignmentPanel } from '../../../../../features/worker-assignment/worker-assignment-panel';
import { workerDetailQuery } from '../../../../../features/workers/workers-api';
import { WorkerExaminationsPanel } from '../../../../../features/examinations/worker-examinations-panel';
import { useUserData } from '../../../../../lib/session';

/**
 * The worker card's job part: assignment, hazards and health protocol from the jobs context's panel (the route
 * composes the two features). Keyed by revision: after a save the reloaded record resets the panel's drafts.
 */
export function WorkerJobPanelSlot({ worker }: { worker: WorkerDetail }) {
  return <WorkerAssignmentPanel key={worker.revision} worker={worker} />;
}

/** The worker card's 'Visite' (examinations context): medicine only, the other applications have no visits. */
export function useWorkerVisitsSlot(): ((worker: WorkerDetail) => ReactNode) | undefined {
  const { app } = useUserData();
  if (app !== 'md') return undefined;
  return (worker) => <WorkerExaminationsPanel workerId={worker.id} resigned={worker.resigned === 1} />;
}

// Worker card: workers/list/card/{id}.
export const Route = createFileRoute('/_standard/workers/list/card/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(workerDetailQuery(params.id)),
  component: WorkerCardRoute,
});

function WorkerCardRoute() {
  const { id } = Route.useParams();
  const visitsPanel = useWorkerVisitsSlot();
  return (
    <WorkerCardPage
      id={id}
      jobPanel={(worker) => <WorkerJobPanelSlot worker={worker} />}
      visitsPanel={visitsPanel}
    />
  );
}
