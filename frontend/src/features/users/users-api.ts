import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CommandAnswer,
  CreateUserRequest,
  GrantRoleRequest,
  PagedResponse,
  RoleOption,
  UpdateUserRequest,
  UserDetail,
  UserListRow,
} from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { reloadAfterSaveOrConflict } from '../../lib/concurrent-edit';
import type { ListQuery } from '../../components/list/list-types';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';

/**
 * User administration calls (level ≥ 8 in the current application: hse_manager reaches them in sr only). The paths
 * are relative, so apiFetch sends them to /api/{current app}/ and the server checks the level of that application.
 */

/** Table name of the users list: key of its saved state and of its query cache ['list', USERS_TABLE, …]. */
export const USERS_TABLE = 'users';
const BASE = 'users';

export function fetchUsersPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<UserListRow>> {
  return apiFetch<PagedResponse<UserListRow>>(BASE, { query, signal });
}

export function userDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['users', 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: UserDetail }>(`${BASE}/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export const rolesQuery = queryOptions({
  queryKey: ['users', 'roles'] as const,
  queryFn: async ({ signal }) => (await apiFetch<{ data: RoleOption[] }>('roles', { signal })).data,
  // The assignable roles change only with a deployment.
  staleTime: 10 * 60_000,
});

const userPath = (id: string, suffix = '') => `${BASE}/${encodeURIComponent(id)}${suffix}`;

export const usersApi = {
  create: (body: CreateUserRequest) => apiFetch<CommandAnswer>(BASE, { method: 'POST', body }),
  update: (id: string, body: UpdateUserRequest) => apiFetch<CommandAnswer>(userPath(id), { method: 'POST', body }),
  grantRole: (id: string, body: GrantRoleRequest) => apiFetch<CommandAnswer>(userPath(id, '/roles'), { method: 'POST', body }),
  revokeRole: (id: string, grantId: string) =>
    apiFetch<CommandAnswer>(userPath(id, `/roles/${encodeURIComponent(grantId)}`), { method: 'DELETE' }),
  deactivate: (id: string) => apiFetch<CommandAnswer>(userPath(id, '/deactivate'), { method: 'POST', body: {} }),
  reactivate: (id: string) => apiFetch<CommandAnswer>(userPath(id, '/reactivate'), { method: 'POST', body: {} }),
  forcePasswordChange: (id: string) => apiFetch<CommandAnswer>(userPath(id, '/force-password-change'), { method: 'POST', body: {} }),
};

/**
 * After a command: the API answers once its projections caught up, so re-fetching now shows the change
 * in the card, the users list and the activity log.
 */
export async function refreshUser(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users', 'detail', id] }),
    queryClient.invalidateQueries({ queryKey: ['list', USERS_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
  ]);
}

/** A new user: the list shows it once the mutation settles. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: usersApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list', USERS_TABLE] }),
  });
}

/** The profile's save (only the changes, with the card's revision); the card reloads after a save or a 409. */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => usersApi.update(id, body),
    ...reloadAfterSaveOrConflict(() => refreshUser(queryClient, id)),
  });
}

/** The card's other commands: role grants, activation, forced password change. */
export type UserCommand =
  | { kind: 'grantRole'; request: GrantRoleRequest }
  | { kind: 'revokeRole'; grantId: string }
  | { kind: 'deactivate' | 'reactivate' | 'forcePasswordChange' };

function sendUserCommand(id: string, command: UserCommand): Promise<CommandAnswer> {
  switch (command.kind) {
    case 'grantRole':
      return usersApi.grantRole(id, command.request);
    case 'revokeRole':
      return usersApi.revokeRole(id, command.grantId);
    default:
      return usersApi[command.kind](id);
  }
}

/** One command of the user's card; the card, the list and the log are fetched again once it succeeded. */
export function useUserCommandMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: UserCommand) => sendUserCommand(id, command),
    onSuccess: () => refreshUser(queryClient, id),
  });
}
