import type { StreamDeclaration } from '../../shared/stream-declaration';
import { assertEntityVisible } from './entity-admin-scope';
import type { EntityCommand } from './entity-commands';
import { entityDecider, entityStream, type EntityEvent, type EntityState } from './entity.decider';

/**
 * The provider entities' streams for the command pipeline. An entity is the tenant of its own events (not the
 * actor's entity), so its activity log shows who changed it, a system administrator too. Another entity does not
 * exist for an entity administrator (404); every later event is a change to the card's own fields, so any of them
 * makes the card stale (409).
 */
export const entityStreamDeclaration: StreamDeclaration<EntityCommand, EntityState, EntityEvent> = {
  streamName: entityStream,
  decider: entityDecider,
  tenantOf: (_state, _command, entityId) => ({ entityId }),
  authorize: (_tenant, scope, _command, entityId) => assertEntityVisible(scope, entityId),
  conflictsWith: () => true,
};
