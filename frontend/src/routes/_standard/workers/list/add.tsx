import { createFileRoute } from '@tanstack/react-router';
import { WorkerCreatePage } from '../../../../features/workers/worker-create-page';

interface AddWorkerSearch {
  /** Set by a company's card: the new worker's company is already chosen (the server still checks the scope). */
  customer_id?: string;
  customer_name?: string;
}

// New worker (header add button, level ≥ 5; a self-managing customer is checked by the server per factory).
export const Route = createFileRoute('/_standard/workers/list/add')({
  validateSearch: (search: Record<string, unknown>): AddWorkerSearch => ({
    customer_id: typeof search.customer_id === 'string' && search.customer_id ? search.customer_id : undefined,
    customer_name: typeof search.customer_name === 'string' ? search.customer_name : undefined,
  }),
  component: AddWorkerRoute,
});

function AddWorkerRoute() {
  const { customer_id, customer_name } = Route.useSearch();
  return <WorkerCreatePage key={customer_id ?? ''} customer={customer_id ? { id: customer_id, name: customer_name ?? '' } : null} />;
}
