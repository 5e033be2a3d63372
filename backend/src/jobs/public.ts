/**
 * What other contexts may use of the jobs context. Everything else in jobs/ is private to it.
 */
import type { EventStore } from '@tutela/contracts';
import { fold } from '../shared/decider';
import { jobDecider, jobStream, type JobEvent, type JobState } from './domain/job.decider';

export { jobStream, type JobState };
export { JOB_HISTORY_KIND } from './history/job.history-kind';
/** A job's hazards set by another context's reaction (a signed DVR's): the jobs context's own command. */
export { SetJobHazardsCommand } from './commands/set-job-hazards/set-job-hazards.command';
export { factoryJobs, type FactoryJob } from '@tutela/projections';
/** Registry writes (a job's, a worker's job, hazards and protocol) share who may write and the pivot rows' shape. */
export { registryWriter } from './http/registry-writer';
export { HazardPivotDto, ProtocolRowDto, toHazardAssignment, toProtocolEntry } from './http/registry-pivots.request.dto';
/** The demo jobs, which the demo assignments give to the demo workers. */
export { DEMO_FACTORY_JOBS, DEMO_GENERAL_JOBS } from './seed/demo-jobs';

/** The job folded from its stream up to `revision` (inclusive): as it stood when that event was recorded. */
export async function jobAtRevision(store: EventStore, jobId: string, revision: number): Promise<JobState> {
  const recorded = await store.readStream(jobStream(jobId), { toRevision: revision });
  return fold(
    jobDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as JobEvent),
  );
}
