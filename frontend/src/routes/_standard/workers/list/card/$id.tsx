import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkerDetail } from '@tutela/contracts';
import { WorkerCardPage } from '../../../../../features/workers/worker-card-page';
import { WorkerAssignmentPanel } from '../../../../../features/worker-assignment/worker-assignment-panel';
import { workerDetailQuery } from '../../../../../features/workers/workers-api';
import { HEALTH_DATA_READS_MIN_LEVEL } from '@tutela/contracts';
import { WorkerExaminationsPanel } from '../../../../../features/examinations/worker-examinations-panel';
import { HealthDataReadsSection } from '../../../../../features/examinations/health-data-reads-section';
import { useUserData } from '../../../../../lib/session';

/**
 * The worker card's job part: assignment, hazards and health protocol from the jobs context's panel (the route
 * composes the two features). Keyed by revision: after a save the reloaded record resets the panel's drafts.
 */
export function WorkerJobPanelSlot({ worker }: { worker: WorkerDetail }) {
  return <WorkerAssignmentPanel key={worker.revision} worker={worker} />;
}

/**
 * The worker card's 'Visite' (examinations context): medicine only, the other applications have no visits. From
 * level 8 it also shows who read the worker's clinical data ('Accessi ai dati sanitari').
 */
export function useWorkerVisitsSlot(): ((worker: WorkerDetail) => ReactNode) | undefined {
  const { app, permission } = useUserData();
  if (app !== 'md') return undefined;
  const showReads = permission.level >= HEALTH_DATA_READS_MIN_LEVEL;
  return (worker) => (
    <div className="flex flex-col gap-6">
      <WorkerExaminationsPanel workerId={worker.id} resigned={worker.resigned === 1} />
      {showReads && <HealthDataReadsSection workerId={worker.id} />}
    </div>
  );
}

// Worker card: workers/list/card/{id}.
export const Route = createFileRoute('/_standard/workers/list/card/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(workerDetailQuery(params.id)),
  component: WorkerCardRoute,
});

function WorkerCardRoute() {
  const { id } = Route.useParams();
  const visitsPanel = useWorkerVisitsSlot();
  return <WorkerCardPage id={id} jobPanel={(worker) => <WorkerJobPanelSlot worker={worker} />} visitsPanel={visitsPanel} />;
}
