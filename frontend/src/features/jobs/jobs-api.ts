import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateJobBody,
  HazardAssignment,
  HazardCatalogueEntry,
  HealthProtocolEntry,
  JobCommandAnswer,
  JobDetail,
  JobRow,
  PagedResponse,
  SetJobHazardsBody,
  SetJobProtocolBody,
  UpdateJobBody,
} from '@tutela/contracts';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import type { ListQuery } from '../../components/list/list-types';
import { apiFetch } from '../../lib/api-client';

/** 'Mansionario' calls: relative paths, sent to /api/{current app}/. */

/** Table names of the two lists: keys of their saved state and of their query caches ['list', name, …]. */
export const GENERAL_JOBS_TABLE = 'jobs-general';
export const SPECIFIC_JOBS_TABLE = 'jobs-specific';
const BASE = 'jobs';
const jobPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function fetchJobsPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<JobRow>> {
  return apiFetch<PagedResponse<JobRow>>(BASE, { query, signal });
}

export function jobDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['jobs', 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: JobDetail }>(jobPath(id), { signal })).data,
  });
}

/** The entity's hazard catalogue: what the hazard form offers. */
export function hazardCatalogueQuery(entityId: string) {
  return queryOptions({
    queryKey: ['hazard-catalogue', entityId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: HazardCatalogueEntry[] }>(`entities/${encodeURIComponent(entityId)}/hazards`, { signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

/** Customers and their factories for the specific job's creation (the customers context's own API). */
export function customerChoicesQuery() {
  return queryOptions({
    queryKey: ['jobs', 'customer-choices'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<PagedResponse<{ id: string; company_name: string }>>('customers', {
          query: { per_page: 100, sort: 'company_name' },
          signal,
        })
      ).data,
  });
}

export function factoryChoicesQuery(customerId: string | null) {
  return queryOptions({
    queryKey: ['jobs', 'factory-choices', customerId] as const,
    queryFn: async ({ signal }) =>
      customerId
        ? (
            await apiFetch<{ data: { factories: { id: string; name: string }[] } }>(`customers/${encodeURIComponent(customerId)}`, {
              signal,
            })
          ).data.factories
        : [],
  });
}

export const jobsApi = {
  create: (body: CreateJobBody) => apiFetch<{ data: JobCommandAnswer }>(BASE, { method: 'POST', body }),
  update: (id: string, body: UpdateJobBody) => apiFetch<{ data: JobCommandAnswer }>(jobPath(id), { method: 'POST', body }),
  setHazards: (id: string, hazards: HazardAssignment[], propagate: boolean, revision: number) =>
    apiFetch<{ data: JobCommandAnswer }>(`${jobPath(id)}/hazards`, {
      method: 'POST',
      body: {
        hazards: hazards.map((h) => ({
          hazard_id: h.hazardId,
          evaluation_date: h.evaluationDate,
          exposition_days: h.expositionDays,
          frequency: h.frequency,
          form_data: h.formData,
        })),
        propagate,
        revision,
      } satisfies SetJobHazardsBody,
    }),
  setProtocol: (id: string, protocol: HealthProtocolEntry[], propagate: boolean, revision: number) =>
    apiFetch<{ data: JobCommandAnswer }>(`${jobPath(id)}/protocol`, {
      method: 'POST',
      body: {
        protocol: protocol.map((row) => ({
          examination_type_id: row.examinationTypeId,
          period: row.period,
          period_in_job: row.periodInJob ?? null,
        })),
        propagate,
        revision,
      } satisfies SetJobProtocolBody,
    }),
  retire: (id: string) => apiFetch<{ data: JobCommandAnswer }>(jobPath(id), { method: 'DELETE' }),
};

/** After a change the API answers once the read models caught up: reloading now shows it everywhere. */
export async function refreshJob(queryClient: QueryClient, id?: string): Promise<void> {
  await Promise.all([
    ...(id ? [queryClient.invalidateQueries({ queryKey: jobDetailQuery(id).queryKey })] : []),
    queryClient.invalidateQueries({ queryKey: ['list', GENERAL_JOBS_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['list', SPECIFIC_JOBS_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
  ]);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: jobsApi.create, onSuccess: () => refreshJob(queryClient) });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateJobBody) => jobsApi.update(id, body), onSettled: () => refreshJob(queryClient, id) });
}

export function useSetJobHazards(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hazards, propagate, revision }: { hazards: HazardAssignment[]; propagate: boolean; revision: number }) =>
      jobsApi.setHazards(id, hazards, propagate, revision),
    onSettled: () => refreshJob(queryClient, id),
  });
}

export function useSetJobProtocol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protocol, propagate, revision }: { protocol: HealthProtocolEntry[]; propagate: boolean; revision: number }) =>
      jobsApi.setProtocol(id, protocol, propagate, revision),
    onSettled: () => refreshJob(queryClient, id),
  });
}

export function useRetireJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => jobsApi.retire(id), onSuccess: () => refreshJob(queryClient, id) });
}
