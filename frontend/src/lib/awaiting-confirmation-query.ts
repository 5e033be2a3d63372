import { queryOptions } from '@tanstack/react-query';
import { APPOINTMENT_READ_MIN_LEVEL, isCustomerSideUser, type RoleGrantLike } from '@tutela/contracts';
import { apiFetch } from './api-client';

/**
 * The header's appointments badge: how many booked appointments await the user's confirmation. The same key and
 * call as the appointments feature's awaitingConfirmationQuery (features do not reach into each other, and the
 * shell is one), so a confirmation there, which invalidates ['appointments'], refreshes the badge too.
 */
export function appointmentsAwaitingQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ['appointments', 'awaiting-confirmation'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: { count: number } }>('appointments/awaiting-confirmation', { signal, silent: true })).data.count,
    refetchInterval: 160_000,
    enabled,
    // A 403 or a network failure only hides the number: the badge is a shortcut, never an error.
    retry: false,
  });
}

/** Who may read appointments (the server's rule): customer-side users, and the provider's staff from level 6. */
export function mayReadAppointments(user: { roles: readonly RoleGrantLike[]; permission: { level: number } }): boolean {
  return isCustomerSideUser(user.roles) || user.permission.level >= APPOINTMENT_READ_MIN_LEVEL;
}
