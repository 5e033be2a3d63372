import type { HazardAssignment } from '../registry/hazards';
import type { HealthProtocolEntry } from '../registry/health-protocol';

/**
 * Events of a `job-<uuid>` stream (a mansione), owned by the jobs context. A general job (glist, factoryId
 * null) belongs to the entity's catalogue; a specific job belongs to one factory of one customer.
 */
export interface JobCreatedData {
  jobId: string;
  entityId: string;
  customerId: string | null;
  factoryId: string | null;
  name: string;
  nameEng?: string | null;
  description?: string | null;
  /** 1 = hazards carry the detailed forms (part 2 §5.2); 2+ = checkbox only. */
  level: number;
  /** 'JOB' or 'RISK_PROFILE' (part 2 §7.2 jobs with job_type RISK_PROFILE). */
  jobType?: 'JOB' | 'RISK_PROFILE';
}

export type JobUpdatedData = { jobId: string } & Partial<Pick<JobCreatedData, 'name' | 'nameEng' | 'description' | 'level'>>;

export interface JobHazardsSetData {
  jobId: string;
  hazards: HazardAssignment[];
  /** The user chose to propagate the change to the job's active workers (WorkerHazardsSet follow on them). */
  propagate: boolean;
}

export interface JobHealthProtocolSetData {
  jobId: string;
  protocol: HealthProtocolEntry[];
  propagate: boolean;
}

export interface JobRetiredData {
  jobId: string;
}

export interface JobEventMap {
  JobCreated: JobCreatedData;
  JobUpdated: JobUpdatedData;
  JobHazardsSet: JobHazardsSetData;
  JobHealthProtocolSet: JobHealthProtocolSetData;
  JobRetired: JobRetiredData;
}
export type JobEventType = keyof JobEventMap;
export const JOB_STREAM_PREFIX = 'job-';
