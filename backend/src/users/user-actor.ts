import { scopeOf } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import { ALL_ENTITIES, type AdminScope } from './domain/user-admin-scope';

// The actor mapper lives in auth/actor.ts; this name stays while the command context still imports it from here.
export { actorOf } from '../auth/actor';

/** The users' administration reads the tenant scope's entity: every entity for a system administrator, else their own. */
export function adminScopeOf(principal: Principal): AdminScope {
  const { entityId } = scopeOf(principal);
  return entityId === null ? ALL_ENTITIES : { kind: 'entity', entityId };
}
