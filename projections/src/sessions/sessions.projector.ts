import type { RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, type RecordsetColumn } from '../database/recordset-sql';
import type { Projector } from '../runtime/projector';
import { SESSIONS_MIGRATIONS, SESSIONS_TABLES } from './sessions-schema';

export const SESSIONS_PROJECTOR_NAME = 'sessions';

/**
 * Events after which every token issued earlier must answer 401: a new password (by the user, by reset
 * link or set by an administrator) and a deactivation (a later reactivation does not bring old sessions
 * back). The epoch only moves forward, so a replay or an out-of-order duplicate cannot reopen a session.
 */
export const SESSION_ENDING_EVENTS = ['UserPasswordChanged', 'UserDeactivated', 'UserReactivated'] as const;

const COLUMNS: readonly RecordsetColumn[] = [
  ['user_id', 'text'],
  ['valid_from', 'timestamptz'],
  ['last_position', 'bigint'],
];

/** Folds the batch to one row per user (the latest epoch), then one upsert that still only moves forward. */
async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  const rows = new Map<string, { user_id: string; valid_from: string; last_position: number }>();
  for (const event of events) {
    const userId = event.stream.slice('user-'.length);
    const row = rows.get(userId);
    const at = event.metadata.occurredAt;
    if (!row) rows.set(userId, { user_id: userId, valid_from: at, last_position: event.position });
    else {
      if (Date.parse(at) > Date.parse(row.valid_from)) row.valid_from = at;
      row.last_position = Math.max(row.last_position, event.position);
    }
  }
  await insertRecordset(
    tx,
    'user_session_epochs',
    COLUMNS,
    [...rows.values()],
    `ON CONFLICT (user_id) DO UPDATE
       SET valid_from = GREATEST(user_session_epochs.valid_from, EXCLUDED.valid_from),
           last_position = GREATEST(user_session_epochs.last_position, EXCLUDED.last_position)`,
  );
}

export const sessionsProjector: Projector = {
  name: SESSIONS_PROJECTOR_NAME,
  migrations: SESSIONS_MIGRATIONS,
  tables: SESSIONS_TABLES,
  handles: [...SESSION_ENDING_EVENTS],
  apply: (event, tx) => applyBatch([event], tx),
  applyBatch,
};
