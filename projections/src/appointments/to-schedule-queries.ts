import type { Sql, TenantScope } from '@tutela/contracts';
import type { ListStatement } from '../database/list-statement';
import { SqlConditions } from '../database/sql-conditions';
import { addTenantConditions, tenantColumns } from '../database/tenant-scope-sql';

// Da fissare: the workers whose next visit falls in a window and who have no appointment for it. It reads the
// workers' read model (their next visit) against the appointments' (what is booked): a query may read two read
// models, a projector never does. The backend's handler pages it and holds no SQL.

export interface ToScheduleFilter {
  /** YYYY-MM-DD, both included; no `from`: every overdue visit too (the ones most in need of a date). */
  from?: string | null;
  to?: string | null;
  customerId?: string | null;
  factoryId?: string | null;
  /** Only the customers this physician is a doctor of (customers' staff). */
  physicianId?: string | null;
  /** Only the workers whose health protocol has this examination type. */
  examinationTypeId?: number | null;
  order: 'asc' | 'desc';
}

export interface ToScheduleSqlRow {
  id: string;
  customer_id: string;
  factory_id: string | null;
  first_name: string;
  last_name: string;
  fiscal_code: string | null;
  email: string | null;
  company_name: string | null;
  factory_name: string | null;
  job_name: string | null;
  last_visit: string | null;
  next_visit: string;
}

const SELECT = `w.id, w.customer_id, w.factory_id, w.first_name, w.last_name, w.fiscal_code, w.email, w.company_name,
  w.factory_name, w.job_name, w.last_visit, w.next_visit`;

/**
 * An appointment "for" the due visit: one naming the worker, booked or already turned into a visit (completed), that
 * starts after their last visit. A cancelled one frees the worker again; an older one belonged to an earlier visit.
 *
 * `OFFSET 0` keeps the EXISTS a per-worker lookup of the GIN index on worker_ids (a SubPlan) instead of letting the
 * planner turn it into an anti-join. As a join, with the appointments' statistics missing or taken when there were
 * few (a new installation, a burst of bookings before the next ANALYZE), it expected one booked row and chose to
 * compare every worker it walks with every booked appointment (a Materialize): at 1,000,000 workers and 3,700
 * bookings the first page compared 3.7 million pairs, 1.3 s, and 7.5 s p50 at 32 clients. The lookup costs the
 * same as the best join plan when the statistics are right (bench/appointments.bench.mjs). Without them the planner
 * prices each lookup high, and a page's cost can cross PostgreSQL's JIT thresholds (docs/performance.md, Appointments).
 */
export const BOOKED_FOR_DUE_VISIT = `EXISTS (
  SELECT 1 FROM appointments a
   WHERE a.worker_ids @> ARRAY[w.id] AND a.status IN ('booked', 'completed') AND a.visit IN (0, 1)
     AND a.start_date > coalesce(w.last_visit, '')
  OFFSET 0)`;

/** Da fissare inside the caller's scope, by next visit (the most overdue first), then id. */
export function workersToSchedule(scope: TenantScope, filter: ToScheduleFilter): ListStatement {
  const where = new SqlConditions();
  addTenantConditions(scope, tenantColumns('w'), where);
  where.add('NOT w.resigned');
  where.add('w.next_visit IS NOT NULL');
  if (filter.from) where.add(`w.next_visit >= ${where.param(filter.from)}`);
  if (filter.to) where.add(`w.next_visit <= ${where.param(filter.to)}`);
  if (filter.customerId) where.add(`w.customer_id = ${where.param(filter.customerId)}`);
  if (filter.factoryId) where.add(`w.factory_id = ${where.param(filter.factoryId)}`);
  if (filter.physicianId) {
    where.add(`w.customer_id IN (SELECT c.id FROM customers c
      WHERE c.staff -> 'doctors' @> jsonb_build_array(jsonb_build_object('userId', ${where.param(filter.physicianId)}::text)))`);
  }
  if (filter.examinationTypeId !== null && filter.examinationTypeId !== undefined) {
    where.add(
      `w.health_protocol @> jsonb_build_array(jsonb_build_object('examinationTypeId', ${where.param(filter.examinationTypeId)}::int))`,
    );
  }
  where.add(`NOT ${BOOKED_FOR_DUE_VISIT}`);
  const direction = filter.order === 'desc' ? 'DESC NULLS FIRST' : 'ASC NULLS LAST';
  return {
    select: SELECT,
    from: 'workers w',
    where: where.sql,
    params: where.params,
    // The workers list's own next-visit index (workers_order_next_visit) serves this order.
    orderBy: `w.next_visit ${direction}, w.id ${filter.order === 'desc' ? 'DESC' : 'ASC'}`,
  };
}

/** How many rows Da fissare has for a filter (the dashboard's figure): the list's own statement, counted. */
export async function workersToScheduleCount(db: Sql, scope: TenantScope, filter: Omit<ToScheduleFilter, 'order'>): Promise<number> {
  const statement = workersToSchedule(scope, { ...filter, order: 'asc' });
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${statement.from} WHERE ${statement.where}`, [
    ...statement.params,
  ]);
  return Number(rows[0]?.n ?? 0);
}
