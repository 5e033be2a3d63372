import type { Projector } from '../runtime/projector';
import { SESSIONS_MIGRATIONS, SESSIONS_TABLES } from './sessions-schema';

export const SESSIONS_PROJECTOR_NAME = 'sessions';

/**
 * Events after which every token issued earlier must answer 401: a new password (by the user, by reset
 * link or set by an administrator) and a deactivation (a later reactivation does not bring old sessions
 * back). The epoch only moves forward, so a replay or an out-of-order duplicate cannot reopen a session.
 */
export const SESSION_ENDING_EVENTS = ['UserPasswordChanged', 'UserDeactivated', 'UserReactivated'] as const;

export const sessionsProjector: Projector = {
  name: SESSIONS_PROJECTOR_NAME,
  migrations: SESSIONS_MIGRATIONS,
  tables: SESSIONS_TABLES,
  handles: [...SESSION_ENDING_EVENTS],
  async apply(event, tx) {
    const userId = event.stream.slice('user-'.length);
    await tx.query(
      `INSERT INTO user_session_epochs (user_id, valid_from, last_position) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE
         SET valid_from = GREATEST(user_session_epochs.valid_from, EXCLUDED.valid_from),
             last_position = GREATEST(user_session_epochs.last_position, EXCLUDED.last_position)`,
      [userId, event.metadata.occurredAt, event.position],
    );
  },
};
