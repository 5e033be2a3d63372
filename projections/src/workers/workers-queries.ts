import type { Sql } from '@tutela/contracts';

/**
 * The `workers` read model's SQL that other read models' queries and the backend use: the jobs' queries only count
 * and list a job's active workers in it. Where it does not exist (a store whose projections predate it) a job simply has none.
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
