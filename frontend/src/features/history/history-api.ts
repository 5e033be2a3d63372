import { queryOptions } from '@tanstack/react-query';
import type { RecordHistory, RecordStateAt } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';

/** A point in a record's life: a moment, or a revision of its stream. */
export type HistoryPointParam = { at: string } | { revision: number };

const path = (kind: string, id: string, suffix = '') => `history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}${suffix}`;

export function recordHistoryQuery(kind: string, id: string) {
  return queryOptions({
    queryKey: ['history', kind, id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: RecordHistory }>(path(kind, id), { signal })).data,
  });
}

export function recordStateQuery(kind: string, id: string, point: HistoryPointParam) {
  return queryOptions({
    queryKey: ['history', kind, id, 'state', point] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: RecordStateAt }>(path(kind, id, '/state'), {
          query: { ...point },
          signal,
        })
      ).data,
  });
}
