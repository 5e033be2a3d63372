import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { AdminScope } from './user-admin-scope';

/**
 * Another entity does not exist for an entity administrator: 404 with the entity's message, never a hint that
 * the id is taken. The entity id is the stream's own id, so no fold is needed to check it.
 */
export function assertEntityVisible(scope: AdminScope, entityId: string): void {
  if (scope.kind === 'entity' && scope.entityId !== entityId) throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
}
