/**
 * The examinations read model: one row per visit / INV / VAC record (lists, the examination screen), every signed
 * version kept apart (a reopened visit's signature stays readable forever), and the published form definitions.
 * Worker, company and doctor names are not copied here: the lists join the workers table at query time (the
 * worker's current name is the one a list should show; a signature keeps its signer's name in the version row).
 */
export const EXAMINATIONS_TABLES = ['examinations', 'examination_versions'] as const;

export const EXAMINATIONS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS examinations (
     id text PRIMARY KEY,
     kind text NOT NULL,
     type_id integer NOT NULL,
     worker_id text NOT NULL,
     entity_id text NOT NULL,
     customer_id text NOT NULL,
     factory_id text,
     time_key text NOT NULL,
     examination_date text NOT NULL,
     status integer NOT NULL,
     outcome text,
     outcome_bis text,
     exdata jsonb NOT NULL DEFAULT '{}',
     form_code text NOT NULL,
     form_version integer NOT NULL,
     job_id text,
     job_name text,
     hazards jsonb NOT NULL DEFAULT '[]',
     doctor_id text,
     doctor_name text,
     performed_type_ids integer[] NOT NULL DEFAULT '{}',
     versions integer NOT NULL DEFAULT 0,
     files jsonb NOT NULL DEFAULT '[]',
     signed_at text,
     next_visit_date text,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision integer NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS examination_versions (
     examination_id text NOT NULL,
     version integer NOT NULL,
     signed_by_id text NOT NULL,
     signed_by_name text NOT NULL,
     signed_at text NOT NULL,
     outcome text,
     outcome_bis text,
     examination_date text NOT NULL,
     form_code text NOT NULL,
     form_version integer NOT NULL,
     exdata jsonb NOT NULL,
     archived boolean NOT NULL DEFAULT false,
     PRIMARY KEY (examination_id, version)
   )`,
  `CREATE INDEX IF NOT EXISTS examinations_worker_idx ON examinations (worker_id, examination_date DESC, id)`,
  `CREATE INDEX IF NOT EXISTS examinations_tenant_idx ON examinations (entity_id, customer_id, factory_id)`,
  `CREATE INDEX IF NOT EXISTS examinations_date_idx ON examinations (examination_date DESC, id DESC)`,
];

export interface ExaminationTableRow {
  id: string;
  kind: string;
  type_id: number;
  worker_id: string;
  entity_id: string;
  customer_id: string;
  factory_id: string | null;
  time_key: string;
  examination_date: string;
  status: number;
  outcome: string | null;
  outcome_bis: string | null;
  exdata: Record<string, unknown>;
  form_code: string;
  form_version: number;
  job_id: string | null;
  job_name: string | null;
  hazards: unknown[];
  doctor_id: string | null;
  doctor_name: string | null;
  performed_type_ids: number[];
  versions: number;
  files: { fileId: string; fileName: string; mimeType: string; size: number; sha256: string; createdAt: string; createdBy: string }[];
  signed_at: string | null;
  next_visit_date: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
  last_position: number | string;
}

export interface ExaminationVersionTableRow {
  examination_id: string;
  version: number;
  signed_by_id: string;
  signed_by_name: string;
  signed_at: string;
  outcome: string | null;
  outcome_bis: string | null;
  examination_date: string;
  form_code: string;
  form_version: number;
  exdata: Record<string, unknown>;
  archived: boolean;
}
