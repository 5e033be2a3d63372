import { createFileRoute } from '@tanstack/react-router';
import { CustomerCardPage } from '../../../../../features/customers/customer-card-page';
import { customerDetailQuery } from '../../../../../features/customers/customers-api';
import { CustomerWorkersList } from '../../../../../features/workers/customer-workers-list';
import { CustomersAccess } from '../../-customers-access';

// Customer card: customers/list/card/{id}.
export const Route = createFileRoute('/_standard/customers/list/card/$id')({
  // Started early, shown by the page (which also handles a customer outside the user's scope: 404).
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(customerDetailQuery(params.id)),
  component: CustomerCardRoute,
});

function CustomerCardRoute() {
  const { id } = Route.useParams();
  return (
    <CustomersAccess>
      <CustomerCardPage
        id={id}
        workersPanel={(customer) => <CustomerWorkersList customerId={customer.id} customerName={customer.company_name} />}
      />
    </CustomersAccess>
  );
}
