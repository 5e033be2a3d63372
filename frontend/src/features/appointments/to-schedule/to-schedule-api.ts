import { queryOptions } from '@tanstack/react-query';
import type { NamedOption, PagedResponse, ToScheduleRow } from '@tutela/contracts';
import type { ListQuery } from '../../../components/list/list-types';
import { apiFetch } from '../../../lib/api-client';

/** Da fissare's list: its saved state and its cache key (`['list', TO_SCHEDULE_TABLE]` refreshes it after a booking). */
export const TO_SCHEDULE_TABLE = 'appointments-tofix';

/** Workers whose next visit falls in the window and who have no appointment for it (GET appointments/tofix). */
export function fetchToSchedulePage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<ToScheduleRow>> {
  return apiFetch<PagedResponse<ToScheduleRow>>('appointments/tofix', { query, signal });
}

/** The open factories of a customer, for the site filter. */
export const factoryOptionsQuery = (customerId: string | null) =>
  queryOptions({
    queryKey: ['lookups', 'factories', customerId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: NamedOption[] }>('lookups/factories', { query: { customer_id: customerId }, signal })).data,
    enabled: !!customerId,
    staleTime: 60_000,
  });
