import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { USER_ADMIN_MIN_LEVEL } from '@tutela/contracts';
import { getCurrentApp } from '../../lib/current-app';
import { userDataQueryOptions } from '../../lib/session';

/**
 * beforeLoad of the users pages: below level 8 the user is sent to the dashboard and never sees them
 * (spec part 1 §6). The server refuses these calls anyway; this only spares a page of errors.
 */
export async function requireUserAdmin(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < USER_ADMIN_MIN_LEVEL) throw redirect({ to: '/dashboards/home', replace: true });
}
