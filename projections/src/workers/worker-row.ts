import type { RecordsetColumn } from '../database/recordset-sql';

/**
 * A row of the workers read model as the projector folds it, and its columns as the batch statements send them
 * (workers-schema has the table).
 */
export interface WorkerRow {
  id: string;
  entity_id: string;
  customer_id: string;
  factory_id: string | null;
  department_id: string | null;
  job_id: string | null;
  job_name: string | null;
  alt_job_ids: string[];
  risk_profile_ids: string[];
  company_name: string | null;
  factory_name: string | null;
  department_name: string | null;
  first_name: string;
  last_name: string;
  sex: string;
  fiscal_code: string | null;
  birth_date: string | null;
  birth_place: string | null;
  birth_place_code: string | null;
  email: string | null;
  email_personal: string | null;
  phone: string | null;
  contract: string | null;
  suitability: string | null;
  business_impact: string | null;
  exclude_ss: boolean;
  hired_on: string | null;
  resigned: boolean;
  resigned_on: string | null;
  hazards: unknown[];
  health_protocol: unknown[];
  last_visit: string | null;
  next_visit: string | null;
  /** Last date of each examination type (extypes id → ISO date) from the worker's signed visits. */
  exam_last?: Record<string, string>;
  search_text: string;
  created_at: string;
  updated_at: string;
  revision: number;
  last_position: number | string;
}

export const WORKER_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['customer_id', 'text'],
  ['factory_id', 'text'],
  ['department_id', 'text'],
  ['job_id', 'text'],
  ['job_name', 'text'],
  ['alt_job_ids', 'text[]'],
  ['risk_profile_ids', 'text[]'],
  ['company_name', 'text'],
  ['factory_name', 'text'],
  ['department_name', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['sex', 'text'],
  ['fiscal_code', 'text'],
  ['birth_date', 'text'],
  ['birth_place', 'text'],
  ['birth_place_code', 'text'],
  ['email', 'text'],
  ['email_personal', 'text'],
  ['phone', 'text'],
  ['contract', 'text'],
  ['suitability', 'text'],
  ['business_impact', 'text'],
  ['exclude_ss', 'boolean'],
  ['hired_on', 'text'],
  ['resigned', 'boolean'],
  ['resigned_on', 'text'],
  ['hazards', 'jsonb'],
  ['health_protocol', 'jsonb'],
  ['last_visit', 'text'],
  ['next_visit', 'text'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['revision', 'integer'],
  ['last_position', 'bigint'],
];
