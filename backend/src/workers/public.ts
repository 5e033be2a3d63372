/**
 * What other contexts may use of the workers context. Everything else in workers/ is private to it.
 */
import type { Database } from '@tutela/contracts';
import { NOT_RESIGNED_SQL, workersTableExists } from './assignments/workers-table';
export { activeWorkersOfJobs, type JobWorker } from './assignments/workers-table';
export { WORKER_HISTORY_KIND } from './history/worker.history-kind';

/**
 * How many workers (not resigned) the workers read model lists in the job: those a propagation of the job's
 * hazards or protocol reaches (the job-changes reactor carries it to the same list).
 */
export async function countActiveWorkersOfJob(db: Database, jobId: string): Promise<number> {
  if (!(await workersTableExists(db))) return 0;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM workers w WHERE w.job_id = $1 AND ${NOT_RESIGNED_SQL('w')}`,
    [jobId],
  );
  return Number(rows[0]?.count ?? 0);
}
