import type { HealthProtocolEntry, Sql, TenantScope } from '@tutela/contracts';
import { tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';
import type { WorkerRow } from './worker-row';

// The workers read model's queries, next to its schema and projector: the card (getWorker) and the SQL other read
// models' queries use (the jobs' count of a job's active workers); the list is in workers-list-queries.ts, the header
// search in workers-search-queries.ts, their quick search in worker-search-filter.ts.

/**
 * Whether the `workers` table exists: where it does not (a store whose projections predate it) a job simply has
 * no workers.
 */
export async function workersTableExists(db: Sql): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>(`SELECT to_regclass('workers')::text AS found`);
  return rows[0]?.found != null;
}

/**
 * "Not resigned", whether the column is a boolean or the API's 0/1: compared as text so the condition does not
 * depend on how the workers projector stores it.
 */
export const NOT_RESIGNED_SQL = (alias: string) => `coalesce(${alias}.resigned::text, 'false') NOT IN ('true', '1')`;

/** A count of the job's active workers, as a scalar subquery over jobs aliased `j`. */
export const ACTIVE_WORKERS_COUNT_SQL = `(SELECT count(*)::int FROM workers w WHERE w.job_id = j.id AND ${NOT_RESIGNED_SQL('w')})`;

/**
 * How many workers (not resigned) the workers read model lists in the job: those a propagation of the job's
 * hazards or protocol reaches (the job-changes reactor carries it to the same list).
 */
export async function countActiveWorkersOfJob(db: Sql, jobId: string): Promise<number> {
  if (!(await workersTableExists(db))) return 0;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM workers w WHERE w.job_id = $1 AND ${NOT_RESIGNED_SQL('w')}`,
    [jobId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** An active worker of a job as another context lists it (the DVR's hazard preview): name and health protocol. */
export interface JobWorker {
  id: string;
  job_id: string;
  first_name: string;
  last_name: string;
  health_protocol: HealthProtocolEntry[] | null;
}

/** The active workers of the jobs, by name; none where the workers read model does not exist yet. */
export async function activeWorkersOfJobs(db: Sql, jobIds: readonly string[]): Promise<JobWorker[]> {
  if (jobIds.length === 0 || !(await workersTableExists(db))) return [];
  const { rows } = await db.query<JobWorker>(
    `SELECT w.id, w.job_id, w.first_name, w.last_name, w.health_protocol FROM workers w
      WHERE w.job_id = ANY($1::text[]) AND ${NOT_RESIGNED_SQL('w')}
      ORDER BY lower(w.last_name), lower(w.first_name), w.id`,
    [jobIds],
  );
  return rows;
}

/** A worker's card row inside the caller's scope, with the names of its alternative jobs; null when unknown or outside it. */
export async function getWorker(
  db: Sql,
  scope: TenantScope,
  workerId: string,
): Promise<{ row: WorkerRow; altJobNames: Map<string, string> } | null> {
  const scoped = tenantFilterSql(scope, tenantColumns(), 2, { equalityForOne: true });
  const { rows } = await db.query<WorkerRow>(`SELECT * FROM workers WHERE id = $1 AND ${scoped.sql}`, [workerId, ...scoped.params]);
  const row = rows[0];
  if (!row) return null;
  const altJobNames = new Map<string, string>();
  if (row.alt_job_ids?.length) {
    const { rows: names } = await db.query<{ id: string; name: string }>(
      "SELECT id, name FROM workers_names WHERE kind = 'job' AND id = ANY($1::text[])",
      [row.alt_job_ids],
    );
    for (const name of names) altJobNames.set(name.id, name.name);
  }
  return { row, altJobNames };
}
