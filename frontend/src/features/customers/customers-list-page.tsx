import { useNavigate } from '@tanstack/react-router';
import type { CustomerListRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { CUSTOMERS_COLUMNS } from './customers-columns';
import { CUSTOMERS_TABLE, fetchCustomersPage } from './customers-api';
import { CUSTOMER_WRITE_LEVEL } from './customer-levels';

const CONTROLS: ListControls = { search: true, hideInactive: true, customerType: true };

/** Aziende (Anagrafiche → Aziende): the customers of the user's scope, server-side paged, sorted and searched. */
export function CustomersListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<CustomerListRow>
      tableName={CUSTOMERS_TABLE}
      title="Aziende"
      columns={CUSTOMERS_COLUMNS}
      fetchPage={fetchCustomersPage}
      controls={CONTROLS}
      fullList
      csvFileName="aziende"
      newRecord={{ label: 'Nuova azienda', minLevel: CUSTOMER_WRITE_LEVEL, onClick: () => void navigate({ to: '/customers/list/add' }) }}
      onRowClick={(row) => void navigate({ to: '/customers/list/card/$id', params: { id: row.id } })}
    />
  );
}
