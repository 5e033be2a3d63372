import { QueryBus } from '@nestjs/cqrs';
import { scopeOf, USER_EVENT_TYPES, type UserDetail, type UserEvent } from '@tutela/contracts';
import { evolveUser, initialUserState, type UserState } from '../domain/user-state';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';
import { userDetailAt } from './user-detail-at';

export const userHistoryFold = tolerantFold<UserState>(
  {
    initialState: initialUserState,
    evolve: (state, event) => evolveUser(state, event as UserEvent),
  },
  USER_EVENT_TYPES,
);

/** The profile and the role grants; the pending password reset is a secret's shadow and is left out. */
export function userHistoryFields(state: UserState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  const { status, userId: _userId, entityId: _entityId, pendingReset: _pendingReset, ...rest } = state;
  return flattenFields({ ...rest, active: status === 'active' });
}

/** Users (utenti), scoped like the users' admin pages. */
export const USER_HISTORY_KIND = defineHistoryKind<UserState, UserDetail, UserDetail>({
  kind: 'user',
  fold: userHistoryFold,
  fields: userHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetUserQuery, { data: UserDetail }>(new GetUserQuery(id, scopeOf(principal)));
    return data;
  },
  title: (current) => current.name,
  detailAt: userDetailAt,
  asOfToday: 'date di creazione e di scadenza della password come sono oggi',
  fieldLabels: { grants: 'ruoli', active: 'attivo' },
});
