import { scopeOf } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import type { Actor } from '../shared/event-metadata';
import { ALL_ENTITIES, type AdminScope } from './domain/user-admin-scope';

export function actorOf(principal: Principal): Actor {
  return { userId: principal.userId, name: principal.name, role: principal.role, entityId: principal.entityId };
}

/** The users' administration reads the tenant scope's entity: every entity for a system administrator, else their own. */
export function adminScopeOf(principal: Principal): AdminScope {
  const { entityId } = scopeOf(principal);
  return entityId === null ? ALL_ENTITIES : { kind: 'entity', entityId };
}
