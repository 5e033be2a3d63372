import { ApiError, apiFetch } from '../../../lib/api-client';

/** A customer option of the autocomplete (spec part 2 §3.9 lookups: customers with company_name). */
export interface CustomerOption {
  id: string;
  company_name: string;
  resigned?: boolean | number | null;
}

/** Autocompletes search after more than 2 typed characters (spec part 1 §5, part 2 §5.5, §9). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
const OPTION_LIMIT = 20;

function isResigned(customer: CustomerOption): boolean {
  return customer.resigned === true || customer.resigned === 1;
}

/**
 * Customers whose name matches, resigned ones excluded: asked of the server (hide_inactive=1) and checked
 * again here, since a resigned customer must never be offered. A 404 (customers not available on this
 * server) means no options: the field stays empty rather than inventing any.
 */
export async function searchCustomers(text: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const search = text.trim();
  if (search.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
  try {
    const answer = await apiFetch<{ data?: CustomerOption[] }>('customers', {
      query: { search, hide_inactive: '1', per_page: OPTION_LIMIT },
      signal,
      silent: true,
    });
    return (answer?.data ?? []).filter((customer) => !isResigned(customer));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return [];
    throw error;
  }
}
