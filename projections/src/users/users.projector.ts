import { USER_EVENT_TYPES, streamId, type RecordedEvent, type UserEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';
import { applyEntityCreated, applyEntityUpdated } from './entity-event-handlers';
import {
  applyUserActive,
  applyUserCreated,
  applyUserPasswordChangeForced,
  applyUserPasswordChanged,
  applyUserPasswordResetRequested,
  applyUserRoleGranted,
  applyUserRoleRevoked,
  applyUserUpdated,
  claimUserEvent,
} from './user-event-handlers';
import { USERS_MIGRATIONS, USERS_TABLES } from './users-schema';

export const USERS_PROJECTOR_NAME = 'users';

async function applyUserEvent(event: RecordedEvent, tx: Sql): Promise<void> {
  const typed = { type: event.type, data: event.data } as UserEvent;
  if (typed.type === 'UserCreated') return applyUserCreated(event as RecordedEvent<never>, tx);
  const userId = streamId(event.stream);
  if (!(await claimUserEvent(event, userId, tx))) return;
  const recorded = event as RecordedEvent<never>;
  switch (typed.type) {
    case 'UserUpdated':
      return applyUserUpdated(recorded, userId, tx);
    case 'UserRoleGranted':
      return applyUserRoleGranted(recorded, userId, tx);
    case 'UserRoleRevoked':
      return applyUserRoleRevoked(recorded, userId, tx);
    case 'UserDeactivated':
      return applyUserActive(userId, false, tx);
    case 'UserReactivated':
      return applyUserActive(userId, true, tx);
    case 'UserPasswordChanged':
      return applyUserPasswordChanged(recorded, userId, tx);
    case 'UserPasswordChangeForced':
      return applyUserPasswordChangeForced(userId, tx);
    case 'UserPasswordResetRequested':
      return applyUserPasswordResetRequested(recorded, userId, tx);
    default: {
      const unknownEvent: never = typed;
      throw new Error(`Evento utente non gestito: ${JSON.stringify(unknownEvent)}`);
    }
  }
}

/** Users, their role grants and credentials, password-reset tokens and provider entities. */
export const usersProjector: Projector = {
  name: USERS_PROJECTOR_NAME,
  // 2: users.revision, 3: entities.revision (see USERS_MIGRATIONS): existing rows need them from the log.
  version: 3,
  migrations: USERS_MIGRATIONS,
  tables: USERS_TABLES,
  handles: [...USER_EVENT_TYPES, 'EntityCreated', 'EntityUpdated'],
  async apply(event, tx) {
    if (event.type === 'EntityCreated') return applyEntityCreated(event as RecordedEvent<never>, tx);
    if (event.type === 'EntityUpdated') return applyEntityUpdated(event as RecordedEvent<never>, streamId(event.stream), tx);
    return applyUserEvent(event, tx);
  },
};
