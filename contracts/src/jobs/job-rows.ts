import type { HazardRow } from '../workers/worker-rows';

/** GET /api/{app}/jobs rows and GET /api/{app}/jobs/{id} (spec part 2 §3.3). */
export interface JobRow {
  id: string;
  entity_id: string;
  customer_id: string | null;
  factory_id: string | null;
  name: string;
  name_eng: string | null;
  description: string | null;
  level: number;
  job_type: 'JOB' | 'RISK_PROFILE';
  /** Workers not resigned whose job this is: a protocol or hazard change asks whether to propagate to them. */
  activeWorkers: number;
  retired: boolean;
  /** The customer and the factory of a specific job, by name (null for a general job or a name not known). */
  customer?: { company_name: string } | null;
  factory?: { name: string } | null;
}

export interface JobDetail extends JobRow {
  hazards: HazardRow[];
  health_protocol: {
    examination_type_id: number;
    extypeCode: string;
    extype: string;
    period: number;
    period_in_job: number | null;
  }[];
  revision: number;
}
