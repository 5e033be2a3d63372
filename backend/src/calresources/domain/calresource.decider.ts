import {
  CALRESOURCE_MESSAGES,
  CALRESOURCE_NAME_MAX,
  type CalResourceCreatedData,
  type CalResourceEventMap,
  type CalResourceFieldsData,
  type CalResourceUpdatedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { CalResourceCommand, ScopedCalResourceCommand } from './calresource-commands';

export type CalResourceEvent = { [K in keyof CalResourceEventMap]: { type: K; data: CalResourceEventMap[K] } }[keyof CalResourceEventMap];

export type CalResourceState = { status: 'absent' } | ({ status: 'present'; active: boolean } & CalResourceCreatedData);

export function evolveCalResource(state: CalResourceState, event: CalResourceEvent): CalResourceState {
  switch (event.type) {
    case 'CalResourceCreated':
      return { status: 'present', active: true, ...event.data };
    case 'CalResourceUpdated': {
      if (state.status === 'absent') return state;
      const { calResourceId: _id, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'CalResourceDeactivated':
      return state.status === 'absent' ? state : { ...state, active: false };
    case 'CalResourceReactivated':
      return state.status === 'absent' ? state : { ...state, active: true };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

function requireName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw DomainError.validation('name', CALRESOURCE_MESSAGES.REQUIRED);
  if (trimmed.length > CALRESOURCE_NAME_MAX) throw DomainError.validation('name', CALRESOURCE_MESSAGES.NAME_TOO_LONG);
  return trimmed;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** A classroom seats at least one; a resource has no capacity. */
function capacityOf(type: CalResourceCreatedData['type'], capacity: number | null | undefined): number | null {
  if (type === 'resources') return null;
  if (capacity === null || capacity === undefined) throw DomainError.validation('capacity', CALRESOURCE_MESSAGES.REQUIRED);
  if (!Number.isInteger(capacity) || capacity < 1) throw DomainError.validation('capacity', CALRESOURCE_MESSAGES.CAPACITY_INVALID);
  return capacity;
}

function decide(command: CalResourceCommand, state: CalResourceState): CalResourceEvent[] {
  if (command.type === 'CreateCalResource') {
    if (state.status !== 'absent') throw new DomainError(CALRESOURCE_MESSAGES.ALREADY_EXISTS, 'conflict');
    const data: CalResourceCreatedData = {
      calResourceId: command.calResourceId,
      entityId: command.entityId,
      type: command.resourceType,
      name: requireName(command.name),
      kind: blankToNull(command.kind),
      location: blankToNull(command.location),
      address: blankToNull(command.address),
      capacity: capacityOf(command.resourceType, command.capacity),
    };
    return [{ type: 'CalResourceCreated', data }];
  }
  if (state.status === 'absent') throw new DomainError(CALRESOURCE_MESSAGES.NOT_FOUND, 'not_found');
  const changes: CalResourceUpdatedData = { calResourceId: state.calResourceId };
  for (const [key, raw] of Object.entries(command.changes) as [keyof CalResourceFieldsData, unknown][]) {
    if (raw === undefined) continue;
    const value =
      key === 'name'
        ? requireName(raw as string)
        : key === 'capacity'
          ? capacityOf(state.type, raw as number | null)
          : blankToNull(raw as string | null);
    if (value !== state[key]) Object.assign(changes, { [key]: value });
  }
  const events: CalResourceEvent[] = Object.keys(changes).length > 1 ? [{ type: 'CalResourceUpdated', data: changes }] : [];
  const id = { calResourceId: state.calResourceId };
  if (command.active === false && state.active) events.push({ type: 'CalResourceDeactivated', data: id });
  if (command.active === true && !state.active) events.push({ type: 'CalResourceReactivated', data: id });
  return events;
}

/** The entity is the record's tenant: another entity's id answers 404, checked on the state folded from the stream. */
export const calResourceDecider: Decider<ScopedCalResourceCommand, CalResourceState, CalResourceEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveCalResource,
  decide({ command, entityId }, state) {
    const owner = command.type === 'CreateCalResource' ? command.entityId : state.status === 'absent' ? null : state.entityId;
    if (owner !== null && entityId !== null && owner !== entityId) throw new DomainError(CALRESOURCE_MESSAGES.NOT_FOUND, 'not_found');
    return decide(command, state);
  },
};

export const calResourceStream = (calResourceId: string) => `calresource-${calResourceId}`;
