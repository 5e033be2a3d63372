import type { HazardRow } from '../workers/worker-rows';

/**
 * The jobs API (spec part 2 §3.3, §3.4, §7.2): who may write, what the list sorts on, the bodies the job card
 * and the worker card send. Staff of the entity from this level write jobs and assignments; customer-side
 * roles only read their own customer's jobs.
 */
export const JOB_WRITE_MIN_LEVEL = 5;

export const JOB_SORT_KEYS = ['name', 'level', 'created_at'] as const;
export type JobSortKey = (typeof JOB_SORT_KEYS)[number];

export const JOB_TYPES = ['JOB', 'RISK_PROFILE'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Levels a job may have (1 = hazards with the detailed forms of part 2 §3.7). */
export const JOB_LEVELS = [1, 2, 3] as const;

/** A hazard pivot as the forms send it and the API serves it (part 2 §3.6 hazard pivot payload). */
export interface HazardPivotBody {
  hazard_id: string;
  evaluation_date?: string | null;
  exposition_days?: number | null;
  frequency?: number | null;
  form_data?: Record<string, unknown> | null;
}

/** One health-protocol row as the forms send it. */
export interface ProtocolRowBody {
  examination_type_id: number;
  period: number;
  period_in_job?: number | null;
}

/** POST /api/{app}/jobs: a general job (glist) when customer_id and factory_id are absent. */
export interface CreateJobBody {
  name: string;
  name_eng?: string | null;
  description?: string | null;
  level?: number;
  job_type?: JobType;
  customer_id?: string | null;
  factory_id?: string | null;
}

/** POST /api/{app}/jobs/{id}: only the fields sent change; `revision` is the card's. */
export interface UpdateJobBody {
  name?: string;
  name_eng?: string | null;
  description?: string | null;
  level?: number;
  revision?: number;
}

export interface SetJobHazardsBody {
  hazards: HazardPivotBody[];
  /** Apply the change to the job's active workers too ('workerpropagate' question). */
  propagate?: boolean;
  revision?: number;
}

export interface SetJobProtocolBody {
  protocol: ProtocolRowBody[];
  propagate?: boolean;
  revision?: number;
}

/** POST /api/{app}/workers/{id}/job: the job assignment form (part 2 §3.4). */
export interface AssignWorkerJobBody {
  job_id: string | null;
  altjobs?: string[];
  risk_profiles?: string[];
  reset_healt_protocol?: boolean;
  factory_id?: string | null;
  department_id?: string | null;
}

/** POST /api/{app}/workers/{id}/hazards: the whole list, or one hazard with its pivot (added or replaced). */
export interface SetWorkerHazardsBody {
  hazards?: HazardPivotBody[];
  hazard?: HazardPivotBody;
}

export interface SetWorkerProtocolBody {
  protocol: ProtocolRowBody[];
}

/** Answer of the propagating commands: how many workers received the change. */
export interface JobCommandAnswer {
  id: string;
  revision: number;
  position: number;
  propagatedTo?: number;
}

/** GET /api/{app}/lookups/jobs: jobs offered to a worker of a factory, general ones included. */
export interface JobLookupRow {
  id: string;
  name: string;
  level: number;
  job_type: JobType;
  general: boolean;
  factory_id: string | null;
}

/** The hazard pivot of the API from the contracts' assignment (shared by the jobs and workers read sides). */
export type HazardPivotRow = HazardRow['pivot'];
