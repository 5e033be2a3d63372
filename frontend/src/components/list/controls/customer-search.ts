import type { CustomerLookupRow } from '@tutela/contracts';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * A customer option of the autocomplete (spec part 2 §3.9 lookups: customers with company_name and
 * default_notice). `resigned` is only ever set by an older server's answer: such a customer is dropped.
 */
export type CustomerOption = CustomerLookupRow & { resigned?: boolean | number | null };

/** Autocompletes search after more than 2 typed characters (spec part 1 §5, part 2 §5.5, §9). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;

function isResigned(customer: CustomerOption): boolean {
  return customer.resigned === true || customer.resigned === 1;
}

/**
 * Customers whose name matches, from GET lookups/customers?q= (active customers of the user's scope, with their
 * notice). A 404 (not served by this server) means no options: the field stays empty rather than inventing any.
 */
export async function searchCustomers(text: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const q = text.trim();
  if (q.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
  try {
    const answer = await apiFetch<{ data?: CustomerOption[] }>('lookups/customers', { query: { q }, signal, silent: true });
    return (answer?.data ?? []).filter((customer) => !isResigned(customer));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return [];
    throw error;
  }
}
