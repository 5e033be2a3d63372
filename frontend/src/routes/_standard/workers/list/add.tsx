import { createFileRoute } from '@tanstack/react-router';
import { WorkerCreatePage } from '../../../../features/workers/worker-create-page';

// New worker (header add button, level ≥ 5; a self-managing customer is checked by the server per factory).
export const Route = createFileRoute('/_standard/workers/list/add')({
  component: () => <WorkerCreatePage />,
});
