import { USER_EVENT_TYPES } from '@tutela/contracts';
import type { Projector } from '../runtime/projector';
import { UsersBatch } from './users-batch';
import { USERS_MIGRATIONS, USERS_TABLES } from './users-schema';

export const USERS_PROJECTOR_NAME = 'users';

/** Users, their role grants and credentials, password-reset tokens and provider entities. */
export const usersProjector: Projector = {
  name: USERS_PROJECTOR_NAME,
  // 2: users.revision, 3: entities.revision (see USERS_MIGRATIONS): existing rows need them from the log.
  version: 3,
  migrations: USERS_MIGRATIONS,
  tables: USERS_TABLES,
  handles: [...USER_EVENT_TYPES, 'EntityCreated', 'EntityUpdated'],
  apply: (event, tx) => UsersBatch.apply([event], tx),
  applyBatch: (events, tx) => UsersBatch.apply(events, tx),
};
