import type { UserEvent } from '@tutela/contracts';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import { profileEditConflicts } from './profile-edit-conflicts';
import { assertUserManageable } from './user-admin-scope';
import type { UserCommand } from './user-commands';
import type { UserState } from './user-state';
import { userDecider, userStream } from './user.decider';

/**
 * The users' streams for the command pipeline. Events are tagged with the user's entity (from its stream, or the
 * creating command's), not the actor's, so each entity's activity log shows them. The caller's scope decides whose
 * accounts they manage: an administrator their entity's (another entity's user answers 404), a system
 * administrator every one, a user changing their own password their own entity; a reset link's request and
 * the reset by token run with every tenant (ALL_TENANTS): the token, which the decider checks, is the proof.
 */
export const userStreamDeclaration: StreamDeclaration<UserCommand, UserState, UserEvent> = {
  streamName: userStream,
  decider: userDecider,
  tenantOf: (state, command) => {
    if (state.status !== 'absent') return { entityId: state.entityId };
    return command.type === 'CreateUser' ? { entityId: command.entityId } : null;
  },
  authorize: (_tenant, scope, command, _userId, state) => assertUserManageable(scope, command, state),
  // Only the profile edit takes a client revision: another change to one of the same fields conflicts.
  conflictsWith: (command, event) => command.type !== 'UpdateUserProfile' || profileEditConflicts(command.changes)(event),
};
