import { USER_MESSAGES, type TenantScope, type UserEvent } from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { UserCommand } from './user-commands';
import type { UserState } from './user-state';

/**
 * Whose users an administrator may manage: system administrators every entity's, everybody else (entity
 * administrators and other level-8 roles) only their own entity's. The command and query paths pass the tenant
 * scope's entity (scopeOf: null for every entity); scopedUserDecider, the rule as a decider, takes this form.
 */
export type AdminScope = { kind: 'all' } | { kind: 'entity'; entityId: string };

export const ALL_ENTITIES: AdminScope = { kind: 'all' };

/**
 * A user of another entity does not exist for the caller: 404, never a hint that the id is taken. `scope` is the
 * caller's tenant scope (its entity null: every entity).
 */
export function assertEntityInScope(scope: Pick<TenantScope, 'entityId'>, entityId: string): void {
  if (scope.entityId !== null && scope.entityId !== entityId) throw new DomainError(USER_MESSAGES.USER_NOT_FOUND, 'not_found');
}

/**
 * Whether an administrator of the scope's entity (null: every entity, the system administrator) may run this command on
 * this user: the check runs on the state folded from the stream, so it cannot be fooled by a lagging read model.
 * Only a system administrator may touch a system administrator or hand out that role. The user stream's
 * authorize (user.stream.ts) runs it for every command.
 */
export function assertUserManageable(scope: Pick<TenantScope, 'entityId'>, command: UserCommand, state: UserState): void {
  if (state.status !== 'absent') {
    assertEntityInScope(scope, state.entityId);
    const targetIsSystemAdmin = state.grants.some((g) => g.role === 'system_administrator');
    if (scope.entityId !== null && targetIsSystemAdmin) {
      throw new DomainError(USER_MESSAGES.USER_MANAGEMENT_FORBIDDEN, 'forbidden');
    }
  }
  if (command.type === 'CreateUser') assertEntityInScope(scope, command.entityId);
  if (command.type === 'GrantUserRole' && command.role === 'system_administrator' && scope.entityId !== null) {
    throw new DomainError(USER_MESSAGES.ROLE_GRANT_FORBIDDEN, 'forbidden');
  }
}

/** The user decider behind an administrator's scope: assertUserManageable, then the decider's own rules. */
export function scopedUserDecider(
  inner: Decider<UserCommand, UserState, UserEvent>,
  scope: AdminScope,
): Decider<UserCommand, UserState, UserEvent> {
  return {
    ...inner,
    decide(command, state) {
      assertUserManageable({ entityId: scope.kind === 'all' ? null : scope.entityId }, command, state);
      return inner.decide(command, state);
    },
  };
}
