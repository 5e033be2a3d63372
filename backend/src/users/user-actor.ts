import type { Principal } from '../auth/principal';
import type { Actor } from '../shared/event-metadata';
import { ALL_ENTITIES, type AdminScope } from './domain/user-admin-scope';

export function actorOf(principal: Principal): Actor {
  return { userId: principal.userId, name: principal.name, role: principal.role, entityId: principal.entityId };
}

/** System administrators manage every entity; any other administrator only their own. */
export function adminScopeOf(principal: Principal): AdminScope {
  const isSystemAdmin = principal.roles.some((grant) => grant.name === 'system_administrator');
  return isSystemAdmin ? ALL_ENTITIES : { kind: 'entity', entityId: principal.entityId };
}
