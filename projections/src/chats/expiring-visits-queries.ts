import type { TenantScope, Sql } from '@tutela/contracts';
import { tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';

/** How far ahead a planned visit counts as expiring. */
export const EXPIRING_VISIT_DAYS = 30;
const ALERTS_SHOWN = 50;

export interface ExpiringVisit {
  worker_id: string;
  name: string;
  type: string;
  examinationdate: string;
}

/**
 * getuserdata's alert_exsp until examinations have their own data: the workers (not resigned) whose next visit
 * falls in the next 30 days, inside the caller's scope; a doctor sees those of the companies they are the
 * doctor of. `today` is 'yyyy-MM-dd' (next_visit is stored so, which makes the text comparison a date one).
 */
export async function expiringVisits(db: Sql, scope: TenantScope, doctorId: string | null, today: string): Promise<ExpiringVisit[]> {
  const scoped = tenantFilterSql(scope, tenantColumns('w'), 1);
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string; next_visit: string }>(
    `SELECT w.id, w.first_name, w.last_name, w.next_visit FROM workers w
      WHERE ${scoped.sql} AND NOT w.resigned AND w.next_visit >= $4 AND w.next_visit <= to_char($4::date + $5::int, 'YYYY-MM-DD')
        AND ($6::text IS NULL OR EXISTS (SELECT 1 FROM customers k WHERE k.id = w.customer_id
             AND k.staff->'doctors' @> jsonb_build_array(jsonb_build_object('userId', $6::text))))
      ORDER BY w.next_visit, w.id LIMIT $7`,
    [...scoped.params, today, EXPIRING_VISIT_DAYS, doctorId, ALERTS_SHOWN],
  );
  return rows.map((row) => ({
    worker_id: row.id,
    name: `${row.last_name} ${row.first_name}`,
    type: 'periodica',
    examinationdate: row.next_visit,
  }));
}
