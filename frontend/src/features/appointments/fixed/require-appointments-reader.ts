import type { QueryClient } from '@tanstack/react-query';
import { getCurrentApp } from '../../../lib/current-app';
import { mayReadAppointments } from '../../../lib/awaiting-confirmation-query';
import { NotAuthorizedError } from '../../../lib/not-authorized-error';
import { userDataQueryOptions } from '../../../lib/session';

/**
 * beforeLoad of Fissati: who may not read appointments (provider staff below level 5) gets "Utente non autorizzato"
 * rather than a list that only fails. Customer-side users pass: the server shows them their companies'.
 */
export async function requireAppointmentsReader(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
  if (!mayReadAppointments(user)) throw new NotAuthorizedError();
}
