import type { QueryClient } from '@tanstack/react-query';
import { AUDIT_MIN_LEVEL } from '@tutela/contracts';
import { getCurrentApp } from '../../lib/current-app';
import { NotAuthorizedError } from '../../lib/not-authorized-error';
import { userDataQueryOptions } from '../../lib/session';

/** beforeLoad of /admtools/audit: below level 8 "Utente non autorizzato" instead of a page of refused calls. */
export async function requireAuditLevel(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (user.permission.level < AUDIT_MIN_LEVEL) throw new NotAuthorizedError();
}
