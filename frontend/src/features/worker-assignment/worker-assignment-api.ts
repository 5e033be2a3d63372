import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssignWorkerJobBody,
  HazardAssignment,
  HazardCatalogueEntry,
  HazardPivotBody,
  HealthProtocolEntry,
  JobCommandAnswer,
  JobLookupRow,
  SetWorkerHazardsBody,
  SetWorkerProtocolBody,
} from '@tutela/contracts';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import { apiFetch } from '../../lib/api-client';

/** The worker card's job, hazards and protocol calls: relative paths, sent to /api/{current app}/. */

const workerPath = (id: string) => `workers/${encodeURIComponent(id)}`;

/** The jobs the worker can take at a site (the site's and the customer's jobs, and the general ones). */
export function jobLookupQuery(customerId: string, factoryId: string | null) {
  return queryOptions({
    queryKey: ['lookups', 'jobs', customerId, factoryId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: JobLookupRow[] }>('lookups/jobs', { query: { customer_id: customerId, factory_id: factoryId }, signal }))
        .data,
  });
}

export function workerHazardCatalogueQuery(entityId: string) {
  return queryOptions({
    queryKey: ['hazard-catalogue', entityId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: HazardCatalogueEntry[] }>(`entities/${encodeURIComponent(entityId)}/hazards`, { signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

/** The customer's sites, from the customers context's card. */
export function customerFactoriesQuery(customerId: string) {
  return queryOptions({
    queryKey: ['customers', 'factories', customerId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: { factories?: { id: string; name: string }[] } }>(`customers/${encodeURIComponent(customerId)}`, { signal }))
        .data.factories ?? [],
  });
}

/** Departments of a site (customers context lookup); none until a site is chosen. */
export function factoryDepartmentsQuery(factoryId: string | null) {
  return queryOptions({
    queryKey: ['lookups', 'departments', factoryId] as const,
    enabled: factoryId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: { id: string; name: string }[] }>(`lookups/departments?factory_id=${encodeURIComponent(factoryId ?? '')}`, {
          signal,
        })
      ).data,
  });
}

const pivot = (hazard: HazardAssignment): HazardPivotBody => ({
  hazard_id: hazard.hazardId,
  evaluation_date: hazard.evaluationDate,
  exposition_days: hazard.expositionDays,
  frequency: hazard.frequency,
  form_data: hazard.formData,
});

export const workerAssignmentApi = {
  assignJob: (workerId: string, body: AssignWorkerJobBody) =>
    apiFetch<{ data: JobCommandAnswer }>(`${workerPath(workerId)}/job`, { method: 'POST', body }),
  setHazards: (workerId: string, hazards: HazardAssignment[]) =>
    apiFetch<{ data: JobCommandAnswer }>(`${workerPath(workerId)}/hazards`, {
      method: 'POST',
      body: { hazards: hazards.map(pivot) } satisfies SetWorkerHazardsBody,
    }),
  removeHazard: (workerId: string, hazardId: string) =>
    apiFetch<{ data: JobCommandAnswer }>(`${workerPath(workerId)}/hazards/${encodeURIComponent(hazardId)}`, { method: 'DELETE' }),
  setProtocol: (workerId: string, protocol: HealthProtocolEntry[]) =>
    apiFetch<{ data: JobCommandAnswer }>(`${workerPath(workerId)}/protocol`, {
      method: 'POST',
      body: {
        protocol: protocol.map((row) => ({
          examination_type_id: row.examinationTypeId,
          period: row.period,
          period_in_job: row.periodInJob ?? null,
        })),
      } satisfies SetWorkerProtocolBody,
    }),
};

/**
 * Each mutation reloads what shows the worker (the workers context's queries live under ['workers']) and the
 * activity log, then tells the card.
 */
function useRefresh(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['workers'] }),
      queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
    ]);
    onChanged?.();
  };
}

export function useAssignWorkerJob(workerId: string, onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({ mutationFn: (body: AssignWorkerJobBody) => workerAssignmentApi.assignJob(workerId, body), onSuccess: refresh });
}

export function useSetWorkerHazards(workerId: string, onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: (hazards: HazardAssignment[]) => workerAssignmentApi.setHazards(workerId, hazards),
    onSuccess: refresh,
  });
}

export function useSetWorkerProtocol(workerId: string, onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: (protocol: HealthProtocolEntry[]) => workerAssignmentApi.setProtocol(workerId, protocol),
    onSuccess: refresh,
  });
}
