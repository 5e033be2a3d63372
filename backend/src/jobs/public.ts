/**
 * What other contexts may use of the jobs context: its events' stream and the job as it stood at one of them.
 * Everything else in jobs/ is private to it.
 */
import type { EventStore } from '@tutela/contracts';
import { fold } from '../shared/decider';
import { jobDecider, jobStream, type JobEvent, type JobState } from './domain/job.decider';
export { JOB_HISTORY_KIND } from './history/job.history-kind';

export { jobStream, type JobState };
/** A job's hazards set by another context's reaction (a signed DVR's): the jobs context's own command. */
export { SetJobHazardsCommand } from './commands/set-job-hazards/set-job-hazards.command';
export { factoryJobs, type FactoryJob } from '@tutela/projections';

/** The job folded from its stream up to `revision` (inclusive): as it stood when that event was recorded. */
export async function jobAtRevision(store: EventStore, jobId: string, revision: number): Promise<JobState> {
  const recorded = await store.readStream(jobStream(jobId), { toRevision: revision });
  return fold(
    jobDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as JobEvent),
  );
}
