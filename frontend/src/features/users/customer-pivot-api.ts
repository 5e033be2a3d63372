import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client';

/**
 * The customer of a role pivot (spec part 1 §3 Customer: company_name, factories). Read to show the name
 * and to offer its factories when granting a customer-type role. Until the customers API exists it
 * answers 404: the card then shows the customer id and offers no factory, never invented ones.
 */
export interface PivotCustomer {
  id: string;
  company_name: string;
  factories: { id: string; name: string }[];
}

interface CustomerAnswer {
  data?: { id?: string; company_name?: string; factories?: { id: string; name?: string }[] | null };
}

export function pivotCustomerQuery(customerId: string) {
  return queryOptions({
    queryKey: ['customers', 'detail', customerId] as const,
    queryFn: async ({ signal }): Promise<PivotCustomer | null> => {
      try {
        const answer = await apiFetch<CustomerAnswer>(`customers/${encodeURIComponent(customerId)}`, {
          signal,
          silent: true,
        });
        const data = answer?.data;
        if (!data) return null;
        return {
          id: data.id ?? customerId,
          company_name: data.company_name ?? customerId,
          factories: (data.factories ?? []).map((f) => ({ id: f.id, name: f.name ?? f.id })),
        };
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
