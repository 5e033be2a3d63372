import { ACTIVITY_LOG_TABLE, type ActivityLogEntry, type Sql } from '@tutela/contracts';
import type { ListStatement } from '../database/list-statement';

// The activity log's queries, next to its projector: the "Log attività" list and the dashboard's counts of
// operations, which the backend's query handlers call.

/** A row of the activity log as the list selects it. */
export interface ActivityQueryRow {
  position: number;
  causer_name: string | null;
  operation_date: string | Date;
  description: string;
  subject_type: string;
  subject_id: string;
  log_name: string;
  summary: string;
}

export function toActivityLogEntry(row: ActivityQueryRow): ActivityLogEntry {
  // A log entry is never edited: created_at and updated_at are both the moment of the change.
  const at = new Date(row.operation_date).toISOString();
  return {
    id: row.position,
    causer_name: row.causer_name ?? '',
    created_at: at,
    updated_at: at,
    description: row.description,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    log_name: row.log_name,
    summary: row.summary,
  };
}

/** The filters of the activity log list (the spec's logName and subjectId). */
export interface ActivityListParams {
  logName?: string;
  subjectId?: string;
}

/**
 * The activity log, newest first: every entity's for a null entity (system administrators), else that entity's
 * only; rows map with toActivityLogEntry.
 */
export function activitiesList(entityId: string | null, params: ActivityListParams): ListStatement {
  return {
    select: 'position, causer_name, operation_date, description, subject_type, subject_id, log_name, summary',
    from: ACTIVITY_LOG_TABLE,
    where: '($1::text IS NULL OR entity_id = $1) AND ($2::text IS NULL OR log_name = $2) AND ($3::text IS NULL OR subject_id = $3)',
    // Log names are the streams' categories (worker, customer, examination, job…); the spec's client names the
    // subjects Worker, Customer, Examination, Job: the same log in any letter case.
    params: [entityId, params.logName ? params.logName.toLowerCase() : null, params.subjectId || null],
    orderBy: 'position DESC',
  };
}

/** Whose operations the dashboard counts: a user's (as causer), some customers', an entity's, one customer's. */
export type OperationsOf = { causerId: string } | { customerIds: readonly string[] } | { entityId: string } | { customerId: string };

/** The operations in the activity log in one calendar year. */
export async function operationsInYear(db: Sql, of: OperationsOf, year: number): Promise<number> {
  const [column, value] =
    'causerId' in of
      ? ['causer_id = $1', of.causerId]
      : 'customerIds' in of
        ? ['customer_id = ANY($1)', of.customerIds]
        : 'entityId' in of
          ? ['entity_id = $1', of.entityId]
          : ['customer_id = $1', of.customerId];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ACTIVITY_LOG_TABLE} WHERE ${column} AND extract(year FROM operation_date) = $2`,
    [value, year],
  );
  return rows[0]?.n ?? 0;
}
