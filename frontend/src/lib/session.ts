import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { USER_DATA_REFRESH_MS, type AppCode } from '@tutela/contracts';
import { apiFetch } from './api-client';
import { getCurrentApp } from './current-app';
import type { UserData, UserPermission } from './user-data';

export type { UserData, UserPermission } from './user-data';

export const USER_DATA_QUERY_KEY = 'userdata';

export function userDataQueryOptions(app: AppCode) {
  return queryOptions({
    queryKey: [USER_DATA_QUERY_KEY, app] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: UserData }>(`/api/${app}/getuserdata`, { signal })).data,
    staleTime: USER_DATA_REFRESH_MS,
  });
}

export interface Session {
  app: AppCode;
  user: UserData;
  permission: UserPermission;
}

/**
 * The signed-in user inside guarded layouts (their beforeLoad has already fetched it, so this does not
 * suspend there). It refreshes every 160 s (spec part 1 §9) for badges and alerts.
 */
export function useUserData(): Session {
  const app = getCurrentApp();
  const { data } = useSuspenseQuery({ ...userDataQueryOptions(app), refetchInterval: USER_DATA_REFRESH_MS });
  return { app, user: data, permission: data.permission };
}

/** The cached user, if any, without fetching: for components that also render outside guarded layouts. */
export function useOptionalUserData(): Session | null {
  const app = getCurrentApp();
  const { data } = useQuery({ ...userDataQueryOptions(app), enabled: false });
  return data ? { app, user: data, permission: data.permission } : null;
}
