import type { QueryClient } from '@tanstack/react-query';
import { CALRESOURCE_MIN_LEVEL, isCustomerSideUser } from '@tutela/contracts';
import { getCurrentApp } from '../../../lib/current-app';
import { NotAuthorizedError } from '../../../lib/not-authorized-error';
import { userDataQueryOptions } from '../../../lib/session';

/**
 * beforeLoad of Risorse and Ambulatori: the provider's staff from level 6 (the server's rule: customer-side roles
 * are refused whatever their level). Below, "Utente non autorizzato" instead of a page of errors.
 */
export async function requireCalresourceLevel(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < CALRESOURCE_MIN_LEVEL || isCustomerSideUser(user.roles)) throw new NotAuthorizedError();
}
