import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { menuFor, type MenuItem } from '@tutela/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';
import { menuContextFor } from './menu-context';

/**
 * Modules licensed to the selected customer (GET customer/getmodule, sr). Until that endpoint exists the
 * answer is an error and no module counts as active: levels 8–9 then see the factory entries disabled,
 * everyone else does not see them. Nothing is assumed active.
 */
function useActiveModules(app: string, customerId: string | null): readonly string[] {
  const { data } = useQuery({
    queryKey: ['customer-modules', app, customerId],
    enabled: app === 'sr' && customerId !== null,
    queryFn: ({ signal }) =>
      apiFetch<{ data: unknown }>('/api/sr/customer/getmodule', { query: { customer_id: customerId ?? undefined }, signal, silent: true }),
    select: (body) => (Array.isArray(body.data) ? body.data.filter((m): m is string => typeof m === 'string') : []),
    staleTime: 5 * 60_000,
  });
  return data ?? [];
}

export function useMenu(): MenuItem[] {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const activeModules = useActiveModules(app, work.customerId);
  return useMemo(() => menuFor(app, menuContextFor(app, user, work, activeModules)), [app, user, work, activeModules]);
}
