import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CommandAnswer,
  CreateEntityRequest,
  EntityDetail,
  EntityListRow,
  PagedResponse,
  UpdateEntityRequest,
} from '@tutela/contracts';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import type { ListQuery } from '../../components/list/list-types';
import { apiFetch } from '../../lib/api-client';
import { reloadAfterSaveOrConflict } from '../../lib/concurrent-edit';
import { USER_DATA_QUERY_KEY } from '../../lib/session';

/** "Enti" calls (level ≥ 8 in the current application, creation 9): relative paths, sent to /api/{current app}/. */

/** Table name of the entities list: key of its saved state and of its query cache ['list', ENTITIES_TABLE, …]. */
export const ENTITIES_TABLE = 'entities';
const BASE = 'entities';
const entityPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function fetchEntitiesPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<EntityListRow>> {
  return apiFetch<PagedResponse<EntityListRow>>(BASE, { query, signal });
}

export function entityDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['entities', 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: EntityDetail }>(entityPath(id), { signal })).data,
  });
}

export const entitiesApi = {
  create: (body: CreateEntityRequest) => apiFetch<CommandAnswer>(BASE, { method: 'POST', body }),
  update: (id: string, body: UpdateEntityRequest) => apiFetch<CommandAnswer>(entityPath(id), { method: 'POST', body }),
};

/**
 * After a save the API answers once its projections caught up, so re-fetching now shows the change in the
 * card, the list and the log, and the signed-in user's own getuserdata: when they edited their own entity,
 * the header's application switch must follow the applications just switched on or off.
 */
export async function refreshEntity(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entityDetailQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['list', ENTITIES_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
    queryClient.invalidateQueries({ queryKey: [USER_DATA_QUERY_KEY] }),
  ]);
}

/** A new entity: the list shows it once the mutation settles. */
export function useCreateEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: entitiesApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list', ENTITIES_TABLE] }),
  });
}

/** The card's save (only the changes, with the card's revision); the card reloads after a save or a 409. */
export function useUpdateEntity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEntityRequest) => entitiesApi.update(id, body),
    ...reloadAfterSaveOrConflict(() => refreshEntity(queryClient, id)),
  });
}
