/**
 * What other contexts may use of the workers context. Everything else in workers/ is private to it.
 */
export { activeWorkersOfJobs, countActiveWorkersOfJob, getWorker, type JobWorker } from '@tutela/projections';
export { WORKER_HISTORY_KIND } from './history/worker.history-kind';
/** A worker's hazards as the cards show them (the visit's worker panel uses the same rows). */
export { toHazardRows } from './worker-row-mapping';
/** The demo workers' ids, which the demo visits are booked for. */
export { demoWorkerId } from './seed/demo-workers-seed';
