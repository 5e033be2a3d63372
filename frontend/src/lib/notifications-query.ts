import { queryOptions } from '@tanstack/react-query';
import { USER_DATA_REFRESH_MS, type AppCode, type NotificationsResponse } from '@tutela/contracts';
import { apiFetch } from './api-client';
import { NOTIFICATIONS_QUERY_KEY } from './live-events';

/** The Notifiche menu's list, refreshed with the user data (160 s) and at once by the live stream. */
export function notificationsQuery(app: AppCode) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_QUERY_KEY, app] as const,
    queryFn: async ({ signal }) => (await apiFetch<NotificationsResponse>(`/api/${app}/notifications`, { signal })).data,
    staleTime: USER_DATA_REFRESH_MS,
    refetchInterval: USER_DATA_REFRESH_MS,
  });
}
