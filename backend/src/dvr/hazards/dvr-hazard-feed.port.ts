import type { DvrFormData, DvrHazardsPreview, DvrJobHazards } from '@tutela/contracts';
import type { Actor } from '../../shared/event-metadata';

/** The DVR a hazard feed works on: its factory, its data, and what its last applied revision gave the jobs. */
export interface DvrHazardSource {
  dvrId: string;
  entityId: string;
  customerId: string;
  factoryId: string;
  /** The DVR's type (DVR_TYPES): a specific DVR may set only the hazards its type assesses. */
  code: string;
  data: DvrFormData;
  /** The jobHazards of the last signed revision whose hazards were applied ([] when none was). */
  previouslyApplied: DvrJobHazards[];
}

export interface DvrHazardApplyResult {
  /** What the DvrHazardsApplied event records. */
  jobs: { jobId: string; added: string[]; removed: string[] }[];
  workers: number;
  /** Highest global position written (0 when nothing changed): the API waits for projections to pass it. */
  position: number;
}

/** Who applies (the signer) and the id the job commands' ids derive from. */
export interface DvrHazardApplyContext {
  actor: Actor;
  commandId: string;
  /** What caused it (the signature's command), for the activity log's links. */
  causationId?: string;
  /** Applied by the hazard reaction: the job commands do not wait for read-your-writes (see CommandContext). */
  reaction?: boolean;
}

/**
 * Carries the hazards a DVR assesses (jhaz rows, plus areahaz rows of the areas a job works in) to the factory's
 * jobs: `jobHazards` extracts them from the form data, `preview` says which jobs and workers a signature would
 * touch, `apply` sets each changed job's hazards with propagation to its active workers (JobHazardsSet and
 * WorkerHazardsSet on their own streams, ids derived from `commandId`, so a retried signature changes nothing twice).
 */
export interface DvrHazardFeed {
  jobHazards(source: DvrHazardSource): Promise<DvrJobHazards[]>;
  preview(source: DvrHazardSource): Promise<DvrHazardsPreview>;
  apply(source: DvrHazardSource, context: DvrHazardApplyContext): Promise<DvrHazardApplyResult>;
}

export const DVR_HAZARD_FEED = Symbol('DVR_HAZARD_FEED');
