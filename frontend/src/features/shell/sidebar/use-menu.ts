import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { menuFor, type FactoryModulesRow, type MenuItem } from '@tutela/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useUserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';
import { activeModulesOf, menuContextFor } from './menu-context';

/**
 * Modules active in the selected factory (GET customer/getmodule answers each open factory of the customer with
 * its modules, sr): the factory menus are gated by them. Without a selected factory, a module active in any of the
 * customer's factories counts. While loading or on error no module counts as active: levels 8–9 then see the
 * factory entries disabled, everyone else does not see them. Nothing is assumed active.
 */
function useActiveModules(app: string, customerId: string | null, factoryId: string | null): readonly string[] {
  const { data } = useQuery({
    queryKey: ['customer-modules', app, customerId],
    enabled: app === 'sr' && customerId !== null,
    queryFn: ({ signal }) =>
      apiFetch<{ data: FactoryModulesRow[] }>('/api/sr/customer/getmodule', {
        query: { customer_id: customerId ?? undefined },
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
  return useMemo(() => activeModulesOf(data?.data ?? [], factoryId), [data, factoryId]);
}

export function useMenu(): MenuItem[] {
  const { app, user } = useUserData();
  const work = useWorkContext();
  const activeModules = useActiveModules(app, work.customerId, work.factoryId);
  return useMemo(() => menuFor(app, menuContextFor(app, user, work, activeModules)), [app, user, work, activeModules]);
}
