import type { QueryClient } from '@tanstack/react-query';
import { USER_ADMIN_MIN_LEVEL } from '@tutela/contracts';
import { getCurrentApp } from '../../lib/current-app';
import { NotAuthorizedError } from '../../lib/not-authorized-error';
import { userDataQueryOptions } from '../../lib/session';

/**
 * beforeLoad of the users pages: below level 8 in the current application the page is not mounted and "Utente non
 * autorizzato" shows instead (spec part 1 §6). The server refuses these calls anyway; this only spares a page of errors.
 */
export async function requireUserAdmin(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < USER_ADMIN_MIN_LEVEL) throw new NotAuthorizedError();
}
