import { useNavigate } from '@tanstack/react-router';
import { CUSTOMER_NOTICES, MESSAGES, shouldQueryCustomerSearch, type CustomerLookupRow } from '@tutela/contracts';
import { apiFetch } from '../../../lib/api-client';
import { HeaderSearch } from './header-search';

export type CustomerSearchRow = CustomerLookupRow & { resigned?: number | boolean | null };

/** 'Ricerca azienda' asks the customer lookup: active customers of the user's scope, with their notice. */
async function searchCustomers(q: string, signal: AbortSignal): Promise<CustomerSearchRow[]> {
  const body = await apiFetch<{ data: CustomerSearchRow[] }>('lookups/customers', { query: { q }, signal });
  // Resigned customers are never offered (spec part 1 §2), whatever the server's filter did.
  return (Array.isArray(body.data) ? body.data : []).filter((row) => row.resigned !== 1 && row.resigned !== true);
}

const noticeLabel = (notice: number | null) => CUSTOMER_NOTICES.find((option) => option.value === notice)?.label;

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
          {row.location?.comune && <span className="block text-xs text-slate-600">{row.location.comune}</span>}
          {noticeLabel(row.default_notice) && (
            <span className="block text-xs font-semibold text-amber-800">⚠ {noticeLabel(row.default_notice)}</span>
          )}
        </span>
      )}
    />
  );
}
