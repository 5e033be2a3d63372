import type { QueryClient } from '@tanstack/react-query';
import { ENTITY_ADMIN_MIN_LEVEL } from '@tutela/contracts';
import { getCurrentApp } from '../../lib/current-app';
import { NotAuthorizedError } from '../../lib/not-authorized-error';
import { userDataQueryOptions } from '../../lib/session';

/**
 * beforeLoad of the "Enti" pages: below `minLevel` (8 for the list and the card, 9 to create) in the current
 * application the page is not mounted and "Utente non autorizzato" shows instead (spec part 1 §6: Admin tools need
 * 8 or 9). The server refuses these calls anyway; this only spares a page of errors.
 */
export async function requireEntityAdmin(queryClient: QueryClient, minLevel: number = ENTITY_ADMIN_MIN_LEVEL): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < minLevel) throw new NotAuthorizedError();
}
