import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditVerification } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';

/** Integrity of the event log (level 8 reads, 9 starts a run): relative paths, sent to /api/{current app}/. */
export const verificationsQuery = () =>
  queryOptions({
    queryKey: ['audit', 'verifications'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: AuditVerification[] }>('audit/verifications', {
          signal,
        })
      ).data,
  });

export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiFetch<{ data: AuditVerification }>('audit/verify', {
          method: 'POST',
          body: {},
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
}
