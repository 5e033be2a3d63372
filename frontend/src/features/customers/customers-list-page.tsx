import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { CustomerListRow } from '@tutela/contracts';
import { GenericList } from '../../components/list/generic-list';
import type { ListButtons, ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { CUSTOMERS_COLUMNS } from './customers-columns';
import { CUSTOMERS_TABLE, fetchCustomersPage } from './customers-api';
import { CUSTOMER_WRITE_LEVEL } from './customer-levels';

const CONTROLS: ListControls = { search: true, hideInactive: true, customerType: true };

/** Aziende (Anagrafiche → Aziende): the customers of the user's scope, server-side paged, sorted and searched. */
export function CustomersListPage() {
  const navigate = useNavigate();
  const { permission, user } = useUserData();
  const buttons = useMemo<ListButtons>(
    () => ({
      clear: true,
      fullList: true,
      refresh: true,
      csv: { fileName: 'aziende' },
      add: { label: 'Nuova azienda', minLevel: CUSTOMER_WRITE_LEVEL, onClick: () => void navigate({ to: '/customers/list/add' }) },
    }),
    [navigate],
  );
  return (
    <div className="p-4">
      <GenericList<CustomerListRow>
        tableName={CUSTOMERS_TABLE}
        title="Aziende"
        columns={CUSTOMERS_COLUMNS}
        fetchPage={fetchCustomersPage}
        controls={CONTROLS}
        buttons={buttons}
        userLevel={permission.level}
        generic={user.entity.generic}
        onRowClick={(row) => void navigate({ to: '/customers/list/card/$id', params: { id: row.id } })}
      />
    </div>
  );
}
