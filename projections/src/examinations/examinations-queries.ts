import type { ExaminationSortKey, HazardAssignment, HealthProtocolEntry, Sql, TenantScope } from '@tutela/contracts';
import { sqlDirection, type ListStatement } from '../database/list-statement';
import { likePattern } from '../database/search-pattern';
import { tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';
import type { WorkerRow } from '../workers/worker-row';
import { workerSearchKey } from '../workers/workers-list-indexes';
import type { ExaminationTableRow, ExaminationVersionTableRow } from './examinations-schema';
import type { FormDefinitionRow } from './form-definitions.projector';

// The examinations read model's queries, next to its schema and projectors: the backend's query handlers and its
// examination reader call these and hold no SQL. Who may read a visit's clinical data, and the audit of each read,
// stay in the backend (examination-access, health-data-reads): these only answer rows.

/** A row of the examination lists: the visit's list columns with its worker's name and company. */
export type ExaminationListSqlRow = Pick<
  ExaminationTableRow,
  | 'id'
  | 'kind'
  | 'type_id'
  | 'worker_id'
  | 'customer_id'
  | 'factory_id'
  | 'time_key'
  | 'examination_date'
  | 'status'
  | 'outcome'
  | 'outcome_bis'
  | 'doctor_name'
  | 'performed_type_ids'
  | 'versions'
  | 'exdata'
> & { first_name: string | null; last_name: string | null; company_name: string | null };

export const EXAMINATION_LIST_COLUMNS = `e.id, e.kind, e.type_id, e.worker_id, e.customer_id, e.factory_id, e.time_key, e.examination_date, e.status, e.outcome,
  e.outcome_bis, e.doctor_name, e.performed_type_ids, e.versions, e.exdata->'laboratorio' AS exdata, w.first_name, w.last_name, w.company_name`;

/** Whitelisted ORDER BY per sort key, each ending in the primary key so pages never overlap. */
const SORTS: Record<ExaminationSortKey, (direction: string) => string> = {
  date: (d) => `e.examination_date ${d}, e.id ${d}`,
  worker: (d) => `lower(w.last_name) ${d}, lower(w.first_name) ${d}, e.id ${d}`,
  company: (d) => `lower(w.company_name) ${d}, e.examination_date DESC, e.id ${d}`,
};

const LIST_FROM = 'examinations e LEFT JOIN workers w ON w.id = e.worker_id';

/** The filters of "Visite effettuate", as the API's query string carries them. */
export interface ExaminationListParams {
  sort: ExaminationSortKey;
  order: 'asc' | 'desc';
  search?: string;
  customer_id?: string;
  factory_id?: string;
  from?: string;
  to?: string;
  outcome?: string;
  status?: '0' | '1' | '-1';
  doctor?: string;
}

/**
 * "Visite effettuate": the visits inside the caller's scope. `showOutcome` is the caller's right to see outcomes:
 * without it the outcome filter is ignored (the filter would reveal them).
 */
export function examinationsList(scope: TenantScope, p: ExaminationListParams, showOutcome: boolean): ListStatement {
  const scoped = tenantFilterSql(scope, tenantColumns('e'), 1);
  const values: unknown[] = [...scoped.params];
  const where = [scoped.sql, "e.kind = 'VIS'"];
  const add = (condition: (n: number) => string, value: unknown) => {
    values.push(value);
    where.push(condition(values.length));
  };
  if (p.customer_id) add((n) => `e.customer_id = $${n}`, p.customer_id);
  if (p.factory_id) add((n) => `e.factory_id = $${n}`, p.factory_id);
  if (p.from) add((n) => `e.examination_date >= $${n}`, p.from);
  if (p.to) add((n) => `e.examination_date <= $${n}`, p.to);
  // Staff who may not see outcomes may not filter on them either (the filter would reveal them).
  if (p.outcome && showOutcome) add((n) => `e.outcome = $${n}`, p.outcome);
  if (p.status !== undefined) add((n) => `e.status = $${n}`, Number(p.status));
  if (p.doctor) add((n) => `e.doctor_id = $${n}`, p.doctor);
  // The quick search looks for the worker (name, surname, fiscal code), as the workers list does.
  const key = workerSearchKey(p.search ?? '');
  if (key) add((n) => `w.search_text LIKE $${n}`, likePattern(key));
  return {
    select: EXAMINATION_LIST_COLUMNS,
    from: LIST_FROM,
    where: where.join(' AND '),
    params: values,
    orderBy: SORTS[p.sort](sqlDirection(p.order)),
  };
}

/** Every record of one worker (the worker card), newest first, inside the caller's scope. */
export async function workerExaminations(db: Sql, scope: TenantScope, workerId: string): Promise<ExaminationListSqlRow[]> {
  const scoped = tenantFilterSql(scope, tenantColumns('e'), 1);
  const { rows } = await db.query<ExaminationListSqlRow>(
    `SELECT ${EXAMINATION_LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${scoped.sql} AND e.worker_id = $4 ORDER BY e.examination_date DESC, e.id DESC LIMIT 500`,
    [...scoped.params, workerId],
  );
  return rows;
}

/** One visit's row; null when unknown or outside the caller's scope. */
export async function examinationInScope(db: Sql, scope: TenantScope, examinationId: string): Promise<ExaminationTableRow | null> {
  const filter = tenantFilterSql(scope, tenantColumns('e'), 2);
  const { rows } = await db.query<ExaminationTableRow>(`SELECT e.* FROM examinations e WHERE e.id = $1 AND ${filter.sql}`, [
    examinationId,
    ...filter.params,
  ]);
  return rows[0] ?? null;
}

/** Whether a visit with this id was started (whatever the scope: the caller checked the worker's). */
export async function examinationExists(db: Sql, examinationId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM examinations WHERE id = $1', [examinationId]);
  return rows[0] !== undefined;
}

/** A visit's archived versions, oldest first. */
export async function examinationVersions(db: Sql, examinationId: string): Promise<ExaminationVersionTableRow[]> {
  const { rows } = await db.query<ExaminationVersionTableRow>(
    'SELECT * FROM examination_versions WHERE examination_id = $1 ORDER BY version',
    [examinationId],
  );
  return rows;
}

/** One archived version of a visit; null when there is none. */
export async function examinationVersion(db: Sql, examinationId: string, version: number): Promise<ExaminationVersionTableRow | null> {
  const { rows } = await db.query<ExaminationVersionTableRow>(
    'SELECT * FROM examination_versions WHERE examination_id = $1 AND version = $2',
    [examinationId, version],
  );
  return rows[0] ?? null;
}

/** The latest published version of the visit form (VIS); null when none is published. */
export async function latestVisitFormVersion(db: Sql): Promise<number | null> {
  const { rows } = await db.query<{ version: number }>("SELECT max(version) AS version FROM form_definitions WHERE code = 'VIS'");
  return rows[0]?.version ?? null;
}

/** A form by code, at a version or the latest one; null when unknown. */
export async function formDefinitionByCode(db: Sql, code: string, version: number | null): Promise<FormDefinitionRow | null> {
  const { rows } = await db.query<FormDefinitionRow>(
    'SELECT * FROM form_definitions WHERE code = $1 AND ($2::int IS NULL OR version = $2) ORDER BY version DESC LIMIT 1',
    [code, version],
  );
  return rows[0] ?? null;
}

/** A published form version by its id; null when unknown. */
export async function formDefinitionById(db: Sql, id: number): Promise<FormDefinitionRow | null> {
  const { rows } = await db.query<FormDefinitionRow>('SELECT * FROM form_definitions WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A row of the worker card's "Accessi ai dati sanitari" (the backend's health_data_reads). */
export interface HealthDataReadSqlRow {
  id: string;
  read_at: Date | string;
  user_id: string;
  user_name: string;
  user_role: string;
  what: string;
  examination_id: string;
}

/** Who read a worker's clinical data, newest first; the caller checked the worker is in scope. */
export function healthDataReadsList(workerId: string): ListStatement {
  return {
    select: 'id, read_at, user_id, user_name, user_role, what, examination_id',
    from: 'health_data_reads',
    where: 'worker_id = $1',
    params: [workerId],
    orderBy: 'read_at DESC, id DESC',
  };
}

/** The worker a visit is for, as the workers read model has it now (the snapshot a new visit takes). */
export type ExaminationWorkerRow = Pick<
  WorkerRow,
  'id' | 'entity_id' | 'customer_id' | 'factory_id' | 'first_name' | 'last_name' | 'birth_date' | 'company_name' | 'job_id' | 'job_name'
> & { hazards: HazardAssignment[]; health_protocol: HealthProtocolEntry[]; exam_last: Record<string, string> | null };

/** The worker of a visit; null when unknown or outside the caller's scope. */
export async function examinationWorker(db: Sql, scope: TenantScope, workerId: string): Promise<ExaminationWorkerRow | null> {
  const filter = tenantFilterSql(scope, tenantColumns('w'), 2);
  const { rows } = await db.query<ExaminationWorkerRow>(
    `SELECT w.id, w.entity_id, w.customer_id, w.factory_id, w.first_name, w.last_name, w.birth_date, w.company_name, w.job_id, w.job_name,
              w.hazards, w.health_protocol, w.exam_last
         FROM workers w WHERE w.id = $1 AND ${filter.sql}`,
    [workerId, ...filter.params],
  );
  return rows[0] ?? null;
}
