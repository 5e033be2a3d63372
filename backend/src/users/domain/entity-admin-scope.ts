import { USER_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { TenantScope } from '@tutela/contracts';

/**
 * Another entity does not exist for an entity administrator: 404 with the entity's message, never a hint that
 * the id is taken. The entity id is the stream's own id, so no fold is needed to check it.
 */
export function assertEntityVisible(scope: Pick<TenantScope, 'entityId'>, entityId: string): void {
  if (scope.entityId !== null && scope.entityId !== entityId) throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
}
