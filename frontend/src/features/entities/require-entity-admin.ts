import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ENTITY_ADMIN_MIN_LEVEL } from '@tutela/contracts';
import { getCurrentApp } from '../../lib/current-app';
import { userDataQueryOptions } from '../../lib/session';

/**
 * beforeLoad of the "Enti" pages: below `minLevel` (8 for the list and the card, 9 to create) the user is
 * sent to the dashboard and never sees them (spec part 1 §6: Admin tools need 8 or 9). The server refuses
 * these calls anyway; this only spares a page of errors.
 */
export async function requireEntityAdmin(queryClient: QueryClient, minLevel: number = ENTITY_ADMIN_MIN_LEVEL): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < minLevel) throw redirect({ to: '/dashboards/home', replace: true });
}
