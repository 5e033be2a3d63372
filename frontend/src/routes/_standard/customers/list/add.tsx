import { createFileRoute } from '@tanstack/react-router';
import { CustomerCreatePage } from '../../../../features/customers/customer-create-page';
import { CustomersAccess } from '../-customers-access';

// New customer (level ≥ 5; the server refuses lower levels).
export const Route = createFileRoute('/_standard/customers/list/add')({
  component: () => (
    <CustomersAccess>
      <CustomerCreatePage />
    </CustomersAccess>
  ),
});
