/** A worker still employed in a job, with the tenant its events are tagged with. */
export interface ActiveWorker {
  workerId: string;
  customerId: string;
  factoryId: string | null;
}

/**
 * The active (not resigned) workers of a job, for propagating a job's hazards or protocol. Read from the workers
 * read model behind this port so the propagation can be tested with a fake list. The list may lag behind the
 * log: the worker decider still refuses a worker resigned meanwhile.
 */
export interface ActiveWorkersPort {
  ofJob(jobId: string): Promise<ActiveWorker[]>;
}

export const ACTIVE_WORKERS = Symbol('ACTIVE_WORKERS');
