import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateDvrBody,
  CustomerDetail,
  DvrCommandAnswer,
  DvrDetail,
  DvrHazardsPreview,
  DvrListRow,
  DvrRevision,
  FormDefinition,
  HazardCatalogueEntry,
  JobLookupRow,
  SignDvrBody,
  StoreDvrDataBody,
} from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';

/** The DVR calls (contracts/src/dvr/dvr-api.ts): relative paths, sent to /api/{current app}/. */

const enc = encodeURIComponent;
const dvrPath = (id: string, rest = '') => `dvrs/${enc(id)}${rest}`;

export const dvrKeys = {
  all: ['dvrs'] as const,
  factory: (factoryId: string) => ['dvrs', 'factory', factoryId] as const,
  detail: (id: string) => ['dvrs', 'detail', id] as const,
};

/** The factory's DVRs (newest first), all codes or one. */
export function factoryDvrsQuery(customerId: string, factoryId: string, code?: string) {
  return queryOptions({
    queryKey: [...dvrKeys.factory(factoryId), code ?? 'all'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: DvrListRow[] }>(`customers/${enc(customerId)}/factories/${enc(factoryId)}/dvrs`, {
          query: { code },
          signal,
        })
      ).data,
  });
}

export function dvrDetailQuery(id: string) {
  return queryOptions({
    queryKey: dvrKeys.detail(id),
    queryFn: async ({ signal }) => (await apiFetch<{ data: DvrDetail }>(dvrPath(id), { signal })).data,
  });
}

/** A signed revision as it was signed: never changes, so it is cached for good. */
export function dvrRevisionQuery(id: string, revision: number) {
  return queryOptions({
    queryKey: ['dvrs', 'revision', id, revision] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: DvrRevision }>(dvrPath(id, `/revisions/${revision}`), { signal })).data,
    staleTime: Infinity,
  });
}

/** The DVR form definitions are served like the visit forms, by the application the user works in. */
export function dvrFormQuery(code: string, version?: number) {
  return queryOptions({
    queryKey: ['formio', code, version ?? 'latest'] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: FormDefinition }>(`formio/${enc(code)}`, { query: { version }, signal })).data,
    staleTime: version === undefined ? 5 * 60 * 1000 : Infinity,
  });
}

/** The customer's card (name, factories with address): the header of the factory pages. */
export function dvrCustomerQuery(customerId: string) {
  return queryOptions({
    // Same key as the customer card: one cache entry for both.
    queryKey: ['customers', 'card', customerId] as const,
    // Silent: a customer-side reader may not read the customer's card; the factory card then names the factory from its DVRs.
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: CustomerDetail }>(`customers/${enc(customerId)}`, { signal, silent: true })).data,
  });
}

/** The jobs of a site (the same lookup the worker's job assignment uses). */
export function factoryJobsQuery(customerId: string, factoryId: string) {
  return queryOptions({
    queryKey: ['lookups', 'jobs', customerId, factoryId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: JobLookupRow[] }>('lookups/jobs', { query: { customer_id: customerId, factory_id: factoryId }, signal }))
        .data,
  });
}

export function hazardCatalogueQuery(entityId: string) {
  return queryOptions({
    queryKey: ['hazard-catalogue', entityId] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: HazardCatalogueEntry[] }>(`entities/${enc(entityId)}/hazards`, { signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

export const dvrApi = {
  create: (body: CreateDvrBody) => apiFetch<{ data: DvrCommandAnswer }>('dvrs', { method: 'POST', body, silent: true }).then((a) => a.data),
  /** Failures are the screen's to show (409 keeps what was typed, 422 shows the server's message). */
  store: (body: StoreDvrDataBody) =>
    apiFetch<{ data: DvrCommandAnswer }>('dvrs/storedata', { method: 'POST', body, silent: true }).then((a) => a.data),
  preview: (id: string) => apiFetch<{ data: DvrHazardsPreview }>(dvrPath(id, '/hazards-preview')).then((answer) => answer.data),
  sign: (id: string, body: SignDvrBody) =>
    apiFetch<{ data: DvrCommandAnswer }>(dvrPath(id, '/sign'), { method: 'POST', body, silent: true }).then((a) => a.data),
  reopen: (id: string, revision: number) =>
    apiFetch<{ data: DvrCommandAnswer }>(dvrPath(id, '/reopen'), { method: 'POST', body: { revision }, silent: true }).then((a) => a.data),
};

/** After a command: the document and the factory's lists read again. */
export async function refreshDvr(queryClient: QueryClient, dvr: { id: string; factory_id: string }): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dvrKeys.detail(dvr.id) }),
    queryClient.invalidateQueries({ queryKey: dvrKeys.factory(dvr.factory_id) }),
  ]);
}

/** A new DVR of the factory; `onCreated` (which opens the builder) runs before the mutation settles. */
export function useCreateDvrMutation(factoryId: string, onCreated: (answer: DvrCommandAnswer, body: CreateDvrBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dvrApi.create,
    onSuccess: async (answer, body) => {
      await queryClient.invalidateQueries({ queryKey: dvrKeys.factory(factoryId) });
      await onCreated(answer, body);
    },
  });
}

/** Save, sign and reopen of one DVR; the document and the factory's lists reload once a command is accepted. */
export function useDvrMutations(dvr: { id: string; factory_id: string }) {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshDvr(queryClient, dvr);
  const store = useMutation({ mutationFn: dvrApi.store, onSuccess });
  const sign = useMutation({ mutationFn: (body: SignDvrBody) => dvrApi.sign(dvr.id, body), onSuccess });
  const reopen = useMutation({ mutationFn: (revision: number) => dvrApi.reopen(dvr.id, revision), onSuccess });
  return { store, sign, reopen, busy: store.isPending || sign.isPending || reopen.isPending };
}
