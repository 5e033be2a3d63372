/**
 * Read-model rows of the workers context as the API serves them (spec part 1 §3 Worker, part 2 §3.1, §3.2),
 * with the spec's field names. The workers projector writes them; the jobs context's screens read them.
 */

/** GET /api/{app}/workers?name=…&include_resigned=true (header search, spec part 1 §3). */
export interface WorkerSearchRow {
  id: string;
  name: string;
  birth_date: string | null;
  company_name: string;
  /** 1 shows the red DIMESSO marker. */
  resigned: 0 | 1;
  customer_id: string;
}

/** A row of the paged workers list. */
export interface WorkerListRow {
  id: string;
  customer_id: string;
  factory_id: string | null;
  first_name: string;
  last_name: string;
  name: string;
  fiscal_code: string | null;
  birth_date: string | null;
  birth_place: { comune: string | null };
  customer: { company_name: string };
  factory: { name: string } | null;
  job: { name: string } | null;
  contract: string | null;
  suitability: string | null;
  business_impact: 'ALTO' | 'BASSO' | null;
  resigned: 0 | 1;
  last_visit: string | null;
  next_visit: string | null;
}

/** One hazard of a worker or a job as served (part 1 §3 Worker.hazards). */
export interface HazardRow {
  id: string;
  code: string;
  description_med: string;
  form: string | null;
  pivot: {
    evaluation_date: string | null;
    exposition_days: number | null;
    exposition_frequency: number | null;
    form_data: Record<string, unknown> | null;
  };
}

/** One row of a health protocol as served, with the dates computed from the worker's examinations. */
export interface HealthProtocolRow {
  examination_type_id: number;
  extypeCode: string;
  extype: string;
  period: number;
  period_in_job: number | null;
  /** ISO date of the last examination of this type, null when none. */
  last: string | null;
  /** ISO date the next one is due, null when none is due (no period, once already done). */
  next: string | null;
}

/** GET /api/{app}/workers/{id}: the worker record (part 1 §3, part 2 §3.2). */
export interface WorkerDetail extends WorkerListRow {
  entity_id: string;
  sex: 'M' | 'F';
  birth_place_code: string | null;
  age: number | null;
  email: string | null;
  email_personal: string | null;
  phone: string | null;
  department: { id: string; name: string } | null;
  job_id: string | null;
  alt_jobs: { id: string; name: string | null }[];
  hazards: HazardRow[];
  health_protocol: HealthProtocolRow[];
  exclude_ss: boolean;
  hired_on: string | null;
  resigned_on: string | null;
  /** Stream revision: sent back with an edit so a concurrent change answers 409. */
  revision: number;
  /** The caller may change this worker (the server's own rule, so the card shows edit controls only then). */
  can_edit: boolean;
}
