import { USER_MESSAGES, type EntityCreatedData, type EntityEventMap, type EntityUpdatedData } from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { EntityCommand, EntityFields } from './entity-commands';

export type EntityEvent = { [K in keyof EntityEventMap]: { type: K; data: EntityEventMap[K] } }[keyof EntityEventMap];

export type EntityState = { status: 'absent' } | ({ status: 'existing' } & EntityCreatedData);

export function evolveEntity(state: EntityState, event: EntityEvent): EntityState {
  switch (event.type) {
    case 'EntityCreated':
      return { status: 'existing', ...event.data };
    case 'EntityUpdated':
      return state.status === 'existing' ? { ...state, ...event.data } : state;
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.validation('name', USER_MESSAGES.NAME_REQUIRED);
  return trimmed;
}

/** A blank address is no address: stored as null, so clearing the field and leaving it empty compare equal. */
function normalizeAddress(address: string | null | undefined): string | null {
  return address?.trim() || null;
}

/** Field of the 422 errors map for the application flags taken together. */
export const APPLICATIONS_FIELD = 'applications';

type ApplicationFlags = Pick<EntityFields, 'activeMd' | 'activeFr' | 'activeSr'>;

/** With every application off nobody of the entity could work, and the application switch would offer nothing. */
function requireAnApplication(flags: ApplicationFlags): void {
  if (!flags.activeMd && !flags.activeFr && !flags.activeSr) {
    throw DomainError.validation(APPLICATIONS_FIELD, USER_MESSAGES.ENTITY_NEEDS_APPLICATION);
  }
}

export function decideEntity(command: EntityCommand, state: EntityState): EntityEvent[] {
  switch (command.type) {
    case 'CreateEntity': {
      if (state.status !== 'absent') throw new DomainError(USER_MESSAGES.ENTITY_ALREADY_EXISTS, 'conflict');
      requireAnApplication(command);
      const data: EntityCreatedData = {
        entityId: command.entityId,
        name: requireName(command.name),
        addressInfo: normalizeAddress(command.addressInfo),
        activeMd: command.activeMd,
        activeFr: command.activeFr,
        activeSr: command.activeSr,
        generic: command.generic,
        additionalData: command.additionalData ?? null,
      };
      return [{ type: 'EntityCreated', data }];
    }
    case 'UpdateEntity': {
      if (state.status === 'absent') throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
      const changes: EntityUpdatedData = {};
      for (const [key, raw] of Object.entries(command.changes) as [keyof EntityFields, unknown][]) {
        if (raw === undefined) continue;
        const value = key === 'name' ? requireName(raw as string) : key === 'addressInfo' ? normalizeAddress(raw as string | null) : raw;
        if (JSON.stringify(value ?? null) !== JSON.stringify(state[key] ?? null)) Object.assign(changes, { [key]: value });
      }
      if (!Object.keys(changes).length) return [];
      requireAnApplication({ ...state, ...changes });
      return [{ type: 'EntityUpdated', data: changes }];
    }
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

export const entityDecider: Decider<EntityCommand, EntityState, EntityEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveEntity,
  decide: decideEntity,
};

export const entityStream = (entityId: string) => `entity-${entityId}`;
