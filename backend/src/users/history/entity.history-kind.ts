import { QueryBus } from '@nestjs/cqrs';
import { scopeOf, type EntityDetail, type EntityEventType } from '@tutela/contracts';
import { evolveEntity, type EntityEvent, type EntityState } from '../domain/entity.decider';
import { GetEntityQuery } from '../queries/get-entity/get-entity.query';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

const ENTITY_EVENT_TYPES = ['EntityCreated', 'EntityUpdated'] as const satisfies readonly EntityEventType[];

export const entityHistoryFold = tolerantFold<EntityState>(
  {
    initialState: () => ({ status: 'absent' }),
    evolve: (state, event) => evolveEntity(state, event as EntityEvent),
  },
  ENTITY_EVENT_TYPES,
);

export function entityHistoryFields(state: EntityState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  const { status: _status, entityId: _entityId, ...rest } = state;
  return flattenFields(rest);
}

/** EntityDetail as it stood: name, address, applications and generic version from the fold. */
export function entityDetailAt(state: EntityState, current: EntityDetail, at: { revision: number }): EntityDetail | null {
  if (state.status === 'absent') return null;
  return {
    ...current,
    name: state.name,
    address_info: state.addressInfo,
    active_md: state.activeMd,
    active_fr: state.activeFr,
    active_sr: state.activeSr,
    generic: state.generic,
    revision: at.revision,
  };
}

/** Entities (enti): a system administrator sees every one, anyone else only their own. */
export const ENTITY_HISTORY_KIND = defineHistoryKind<EntityState, EntityDetail, EntityDetail>({
  kind: 'entity',
  fold: entityHistoryFold,
  fields: entityHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetEntityQuery, { data: EntityDetail }>(new GetEntityQuery(id, scopeOf(principal)));
    return data;
  },
  title: (current) => current.name,
  detailAt: entityDetailAt,
  asOfToday: 'numero di utenti attivi come è oggi',
});
