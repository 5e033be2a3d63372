import { useNavigate } from '@tanstack/react-router';
import { MESSAGES, shouldQueryCustomerSearch } from '@tutela/contracts';
import { apiFetch } from '../../../lib/api-client';
import { HeaderSearch } from './header-search';

export interface CustomerSearchRow {
  id: string;
  company_name: string;
  resigned?: number | boolean | null;
  location?: { comune?: string | null } | null;
}

async function searchCustomers(search: string, signal: AbortSignal): Promise<CustomerSearchRow[]> {
  const body = await apiFetch<{ data: CustomerSearchRow[] }>('customers', { query: { search, hide_inactive: '1' }, signal });
  // Resigned customers are never offered (spec part 1 §2), whatever the server's filter did.
  return (Array.isArray(body.data) ? body.data : []).filter((row) => row.resigned !== 1 && row.resigned !== true);
}

export function CustomerSearch() {
  const navigate = useNavigate();
  return (
    <HeaderSearch<CustomerSearchRow>
      id="customers"
      placeholder={MESSAGES.CUSTOMER_SEARCH_PLACEHOLDER}
      shouldQuery={shouldQueryCustomerSearch}
      search={searchCustomers}
      rowKey={(row) => row.id}
      onSelect={(row) => void navigate({ href: `/customers/list/card/${encodeURIComponent(row.id)}` })}
      renderRow={(row) => (
        <span className="block">
          <span className="font-medium">{row.company_name}</span>
          {row.location?.comune && <span className="block text-xs text-slate-500">{row.location.comune}</span>}
        </span>
      )}
    />
  );
}
