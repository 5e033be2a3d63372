import { createFileRoute } from '@tanstack/react-router';
import { CustomersListPage } from '../../../../features/customers/customers-list-page';
import { CustomersAccess } from '../-customers-access';

// Anagrafiche → Aziende.
export const Route = createFileRoute('/_standard/customers/list/')({
  component: () => (
    <CustomersAccess>
      <CustomersListPage />
    </CustomersAccess>
  ),
});
