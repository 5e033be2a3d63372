import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BelfiorePlaceRow,
  CommandAnswer,
  HealthCardData,
  HireWorkerBody,
  PagedResponse,
  TransferWorkerBody,
  UpdateWorkerEmploymentBody,
  UpdateWorkerPersonalDataBody,
  WorkerDetail,
  WorkerListRow,
} from '@tutela/contracts';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import type { ListQuery } from '../../components/list/list-types';
import { apiFetch } from '../../lib/api-client';

/**
 * Worker calls. Paths are relative: apiFetch sends them to /api/{current app}/, and the server scopes every
 * answer to the caller's entity, customers and factories.
 */
export const WORKERS_TABLE = 'workers';
const BASE = 'workers';
/** Adding workers: staff from level 5 (a self-managing customer is refused or allowed by the server per factory). */
export const ADD_WORKER_MIN_LEVEL = 4;
const workerPath = (id: string, suffix = '') => `${BASE}/${encodeURIComponent(id)}${suffix}`;

/** A birth place as the lookups answer it. */
export interface PlaceOption extends BelfiorePlaceRow {
  label: string;
}

export function fetchWorkersPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<WorkerListRow>> {
  return apiFetch<PagedResponse<WorkerListRow>>(BASE, { query, signal });
}

export function workerDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['workers', 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: WorkerDetail }>(workerPath(id), { signal })).data,
  });
}

/** Municipalities that existed on the birth date, then foreign states: one list for the autocomplete. */
export function birthPlacesQuery(q: string, date: string | null) {
  return queryOptions({
    queryKey: ['lookups', 'birth-places', q, date] as const,
    queryFn: async ({ signal }) => {
      const query = { q, date: date || undefined };
      const [municipalities, countries] = await Promise.all([
        apiFetch<{ data: PlaceOption[] }>('lookups/municipalities', { query, signal }),
        apiFetch<{ data: PlaceOption[] }>('lookups/countries', { query, signal }),
      ]);
      return [...municipalities.data.slice(0, 15), ...countries.data.slice(0, 5)];
    },
    staleTime: 10 * 60_000,
  });
}

export function readHealthCard(rowdata: string): Promise<HealthCardData & { birth_place: string | null }> {
  return apiFetch<{ data: HealthCardData & { birth_place: string | null } }>('reversetesserasanitaria', { query: { rowdata } }).then(
    (body) => body.data,
  );
}

export const workersApi = {
  hire: (body: HireWorkerBody) => apiFetch<CommandAnswer>(BASE, { method: 'POST', body }),
  update: (id: string, body: UpdateWorkerPersonalDataBody) => apiFetch<CommandAnswer>(workerPath(id), { method: 'POST', body }),
  employment: (id: string, body: UpdateWorkerEmploymentBody) =>
    apiFetch<CommandAnswer>(workerPath(id, '/employment'), { method: 'POST', body }),
  resign: (id: string) => apiFetch<CommandAnswer>(workerPath(id, '/resign'), { method: 'POST', body: {} }),
  reinstate: (id: string) => apiFetch<CommandAnswer>(workerPath(id, '/reinstate'), { method: 'POST', body: {} }),
  transfer: (id: string, body: TransferWorkerBody) => apiFetch<CommandAnswer>(workerPath(id, '/transfer'), { method: 'POST', body }),
};

/** The open factories of a customer (lookups/factories), for the transfer dialog's site choice. */
export const customerFactoriesQueryFor = (customerId: string | null) =>
  queryOptions({
    queryKey: ['lookups', 'factories', customerId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: { id: string; name: string }[] }>(`lookups/factories?customer_id=${encodeURIComponent(customerId ?? '')}`, {
          signal,
        })
      ).data,
    enabled: customerId !== null,
    staleTime: 60_000,
  });

/** After a command the API answers once its projections caught up: re-fetching now shows the change everywhere. */
export async function refreshWorker(queryClient: QueryClient, id?: string): Promise<void> {
  await Promise.all([
    id ? queryClient.invalidateQueries({ queryKey: ['workers', 'detail', id] }) : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: ['list', WORKERS_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['header-search', 'workers'] }),
    queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
  ]);
}

export function useHireWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: workersApi.hire,
    onSuccess: () => refreshWorker(queryClient),
  });
}

export function useUpdateWorker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkerPersonalDataBody) => workersApi.update(id, body),
    onSettled: () => refreshWorker(queryClient, id),
  });
}

export function useWorkerEmployment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkerEmploymentBody) => workersApi.employment(id, body),
    onSettled: () => refreshWorker(queryClient, id),
  });
}

export function useTransferWorker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferWorkerBody) => workersApi.transfer(id, body),
    onSettled: () => refreshWorker(queryClient, id),
  });
}

export function useWorkerStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'resign' | 'reinstate') => (action === 'resign' ? workersApi.resign(id) : workersApi.reinstate(id)),
    onSettled: () => refreshWorker(queryClient, id),
  });
}
