import { ACTIVITY_LOG_PROJECTOR, ACTIVITY_LOG_TABLE, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, type RecordsetColumn } from '../database/recordset-sql';
import { ALL_EVENT_TYPES } from '../runtime/projector-slot';
import type { Projector } from '../runtime/projector';
import { activityLogRow } from './activity-log-row';

/**
 * Keyed by global position, not a sequence: a live batch that rolls back would burn sequence values and the
 * rebuilt table would differ. Event ids are unique within their stream (the port's idempotency rule), hence
 * the (log_name, subject_id, event_id) constraint. No column records when the row was projected.
 */
export const ACTIVITY_LOG_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${ACTIVITY_LOG_TABLE} (
    position bigint PRIMARY KEY,
    event_id text NOT NULL,
    event_type text NOT NULL,
    log_name text NOT NULL,
    subject_type text NOT NULL,
    subject_id text NOT NULL,
    description text NOT NULL,
    operation_date timestamptz NOT NULL,
    causer_id text,
    causer_name text,
    causer_role text,
    entity_id text,
    customer_id text,
    factory_id text,
    summary text NOT NULL,
    properties jsonb NOT NULL,
    CONSTRAINT activity_log_event_unique UNIQUE (log_name, subject_id, event_id)
  )`,
  // GET activities/log?logName&subjectId, newest first.
  `CREATE INDEX IF NOT EXISTS activity_log_subject_idx ON ${ACTIVITY_LOG_TABLE} (log_name, subject_id, position DESC)`,
  // Tenant-scoped "Ultime attività" lists.
  `CREATE INDEX IF NOT EXISTS activity_log_entity_idx ON ${ACTIVITY_LOG_TABLE} (entity_id, position DESC)`,
  `CREATE INDEX IF NOT EXISTS activity_log_customer_idx ON ${ACTIVITY_LOG_TABLE} (customer_id, position DESC)`,
  `CREATE INDEX IF NOT EXISTS activity_log_causer_idx ON ${ACTIVITY_LOG_TABLE} (causer_id, position DESC)`,
];

const COLUMNS: readonly RecordsetColumn[] = [
  ['position', 'bigint'],
  ['event_id', 'text'],
  ['event_type', 'text'],
  ['log_name', 'text'],
  ['subject_type', 'text'],
  ['subject_id', 'text'],
  ['description', 'text'],
  ['operation_date', 'timestamptz'],
  ['causer_id', 'text'],
  ['causer_name', 'text'],
  ['causer_role', 'text'],
  ['entity_id', 'text'],
  ['customer_id', 'text'],
  ['factory_id', 'text'],
  ['summary', 'text'],
  ['properties', 'jsonb'],
];

/** "Ultime attività": one row per event of every stream, whatever its type. */
export function activityLogProjector(): Projector {
  // One INSERT per batch. Events reach the log in global order and each one gets a row, so an event at or
  // below the highest position already stored is a replay: skipped by one index lookup per batch, where
  // ON CONFLICT DO NOTHING cost a speculative insertion per row on both unique indexes (-40% on a rebuild).
  const applyBatch = (events: readonly RecordedEvent[], tx: Sql) =>
    insertRecordset(
      tx,
      ACTIVITY_LOG_TABLE,
      COLUMNS,
      events.map(activityLogRow),
      '',
      `WHERE r.position > (SELECT coalesce(max(position), 0) FROM ${ACTIVITY_LOG_TABLE})`,
    );
  return {
    name: ACTIVITY_LOG_PROJECTOR,
    // 2: summaries leave out the empty fields of new records and word role names in Italian.
    version: 2,
    migrations: ACTIVITY_LOG_MIGRATIONS,
    tables: [ACTIVITY_LOG_TABLE],
    deferIndexesOnRebuild: true,
    handles: [ALL_EVENT_TYPES],
    apply: (event, tx) => applyBatch([event], tx),
    applyBatch,
  };
}
