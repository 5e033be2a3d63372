import type { HealthProtocolEntry } from '@tutela/contracts';
import type { Sql } from '@tutela/projections';

/**
 * The `workers` read model belongs to the workers context; the jobs side only counts and lists a job's active
 * workers in it. Where it does not exist (a store whose projections predate it) a job simply has none.
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
