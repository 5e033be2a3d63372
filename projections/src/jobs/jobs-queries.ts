import {
  BASE_HAZARD_CATALOGUE,
  examinationTypeById,
  type HazardAssignment,
  type HazardRow,
  type HealthProtocolEntry,
  type JobDetail,
  type JobLookupRow,
  type JobRow,
  type JobSortKey,
  type JobType,
  type Sql,
  type TenantScope,
} from '@tutela/contracts';
import { sqlDirection, type ListStatement } from '../database/list-statement';
import { searchPattern, searchUsesIndex } from '../database/search-pattern';
import { tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';
import { ACTIVE_WORKERS_COUNT_SQL } from '../workers/workers-queries';
import { JOB_SORT_EXPRESSIONS } from './jobs-schema';

// The jobs read model's queries, next to its schema and projector: the backend's query handlers call these and hold
// no SQL. Each answers inside the caller's tenant scope; a job outside it reads as an unknown one.

export interface JobQueryRow {
  id: string;
  entity_id: string;
  customer_id: string | null;
  factory_id: string | null;
  name: string;
  name_eng: string | null;
  description: string | null;
  level: number;
  job_type: 'JOB' | 'RISK_PROFILE';
  retired: boolean;
  hazards: HazardAssignment[];
  health_protocol: HealthProtocolEntry[];
  revision: number;
  active_workers: number;
  customer_name: string | null;
  factory_name: string | null;
}

const BASE_COLUMNS =
  'j.id, j.entity_id, j.customer_id, j.factory_id, j.name, j.name_eng, j.description, j.level, j.job_type, j.retired, j.hazards, j.health_protocol, j.revision';

/**
 * The jobs columns, with the active workers counted at query time over the workers read model (owned by the
 * workers context), or 0 where that table does not exist.
 */
export function jobColumns(tables: JobQueryTables): string {
  return [
    BASE_COLUMNS,
    `${tables.workers ? ACTIVE_WORKERS_COUNT_SQL : '0'} AS active_workers`,
    'c.company_name AS customer_name',
    `${tables.factories ? 'f.name' : 'NULL::text'} AS factory_name`,
  ].join(', ');
}

/** The jobs table with the names of the customer and (where the customers context keeps factories) the factory. */
export function jobSource(tables: JobQueryTables): string {
  return `jobs j LEFT JOIN customers c ON c.id = j.customer_id${tables.factories ? ' LEFT JOIN customer_factories f ON f.id = j.factory_id' : ''}`;
}

/** Which tables of other contexts exist in this store (the workers and factories read models may not yet). */
export interface JobQueryTables {
  workers: boolean;
  factories: boolean;
}

export async function jobQueryTables(db: Sql): Promise<JobQueryTables> {
  const { rows } = await db.query<{ workers: string | null; factories: string | null }>(
    `SELECT to_regclass('workers')::text AS workers, to_regclass('customer_factories')::text AS factories`,
  );
  return { workers: rows[0]?.workers != null, factories: rows[0]?.factories != null };
}

export function toJobRow(row: JobQueryRow): JobRow {
  return {
    id: row.id,
    entity_id: row.entity_id,
    customer_id: row.customer_id,
    factory_id: row.factory_id,
    name: row.name,
    name_eng: row.name_eng,
    description: row.description,
    level: row.level,
    job_type: row.job_type,
    activeWorkers: Number(row.active_workers),
    retired: row.retired,
    customer: row.customer_name === null ? null : { company_name: row.customer_name },
    factory: row.factory_name === null ? null : { name: row.factory_name },
  };
}

/** Hazard pivots as served (part 1 §3 Worker.hazards): the catalogue's names with the pivot's values. */
export function toHazardRows(hazards: readonly HazardAssignment[]): HazardRow[] {
  return hazards.map((hazard) => {
    const entry = BASE_HAZARD_CATALOGUE.find((candidate) => candidate.id === hazard.hazardId);
    return {
      id: hazard.hazardId,
      code: entry?.code ?? hazard.hazardId,
      description_med: entry?.description_med ?? hazard.hazardId,
      form: entry?.form ?? null,
      pivot: {
        evaluation_date: hazard.evaluationDate,
        exposition_days: hazard.expositionDays,
        exposition_frequency: hazard.frequency,
        form_data: hazard.formData,
      },
    };
  });
}

export function toProtocolRows(protocol: readonly HealthProtocolEntry[]): JobDetail['health_protocol'] {
  return protocol.map((row) => {
    const type = examinationTypeById(row.examinationTypeId);
    return {
      examination_type_id: row.examinationTypeId,
      extypeCode: type?.code ?? String(row.examinationTypeId),
      extype: type?.name ?? String(row.examinationTypeId),
      period: row.period,
      period_in_job: row.periodInJob ?? null,
    };
  });
}

export function toJobDetail(row: JobQueryRow): JobDetail {
  return {
    ...toJobRow(row),
    hazards: toHazardRows(row.hazards),
    health_protocol: toProtocolRows(row.health_protocol),
    revision: row.revision,
  };
}

/** Whitelisted ORDER BY expressions (those of the jobs' list indexes), with the `j` alias of the query. */
const ORDER_BY: Record<JobSortKey, string> = Object.fromEntries(
  Object.entries(JOB_SORT_EXPRESSIONS).map(([key, expression]) => [key, expression.replace(/\b(name|level|created_at)\b/, 'j.$1')]),
) as Record<JobSortKey, string>;

/** The filters of the 'Mansionario' lists, as the API's query string carries them. */
export interface JobListParams {
  sort: JobSortKey;
  order: 'asc' | 'desc';
  search?: string;
  /** '0' shows the retired jobs too. */
  hide_inactive: string;
  level?: number;
  job_type?: JobType;
  customer_id?: string;
  factory_id?: string;
  /** '1': the general jobs only, '0': the specific ones only. */
  general?: '0' | '1';
}

/** The 'Mansionario' lists: general jobs (glist) and specific jobs, inside the caller's scope; rows map with toJobRow. */
export async function jobsList(db: Sql, scope: TenantScope, params: JobListParams): Promise<ListStatement> {
  const scoped = tenantFilterSql(scope, tenantColumns('j'), 1);
  const tables = await jobQueryTables(db);
  const search = searchPattern(params.search);
  const direction = sqlDirection(params.order);
  return {
    select: jobColumns(tables),
    from: jobSource(tables),
    where: [
      scoped.sql,
      '($4::boolean = false OR NOT j.retired)',
      '($5::text IS NULL OR j.search_text ILIKE $5)',
      '($6::int IS NULL OR j.level = $6)',
      '($7::text IS NULL OR j.job_type = $7)',
      '($8::text IS NULL OR j.customer_id = $8)',
      '($9::text IS NULL OR j.factory_id = $9)',
      "($10::text IS NULL OR ($10 = '1') = (j.customer_id IS NULL))",
    ].join(' AND '),
    params: [
      ...scoped.params,
      params.hide_inactive !== '0',
      search,
      params.level ?? null,
      params.job_type ?? null,
      params.customer_id ?? null,
      params.factory_id ?? null,
      params.general ?? null,
    ],
    orderBy: `${ORDER_BY[params.sort]} ${direction}, j.id ${direction}`,
    searching: search !== null && searchUsesIndex(params.search),
  };
}

/** The job card, with the revision the card sends back; null when unknown or outside the caller's scope. */
export async function getJob(db: Sql, scope: TenantScope, jobId: string): Promise<JobDetail | null> {
  const scoped = tenantFilterSql(scope, tenantColumns('j'), 2);
  const tables = await jobQueryTables(db);
  const { rows } = await db.query<JobQueryRow>(`SELECT ${jobColumns(tables)} FROM ${jobSource(tables)} WHERE j.id = $1 AND ${scoped.sql}`, [
    jobId,
    ...scoped.params,
  ]);
  return rows[0] ? toJobDetail(rows[0]) : null;
}

/** At most this many jobs in the select: a factory's jobs plus the entity's catalogue. */
const LOOKUP_LIMIT = 500;

/** The filters of the job select. */
export interface JobLookupParams {
  factory_id?: string;
  customer_id?: string;
  level?: number;
  job_type?: JobType;
}

/**
 * The job select of the job assignment form: the jobs of the factory (or of the customer, without a factory)
 * and the entity's general jobs, not retired, general ones last.
 */
export async function lookupJobs(db: Sql, scope: TenantScope, params: JobLookupParams): Promise<JobLookupRow[]> {
  const scoped = tenantFilterSql(scope, tenantColumns('j'), 1);
  const { rows } = await db.query<{
    id: string;
    name: string;
    level: number;
    job_type: 'JOB' | 'RISK_PROFILE';
    factory_id: string | null;
    customer_id: string | null;
  }>(
    `SELECT j.id, j.name, j.level, j.job_type, j.factory_id, j.customer_id FROM jobs j
        WHERE ${scoped.sql} AND NOT j.retired
          AND (j.customer_id IS NULL
               OR ($4::text IS NOT NULL AND j.factory_id = $4)
               OR ($4::text IS NULL AND $5::text IS NOT NULL AND j.customer_id = $5))
          AND ($6::int IS NULL OR j.level = $6)
          AND ($7::text IS NULL OR j.job_type = $7)
        ORDER BY (j.customer_id IS NULL), lower(j.name), j.id
        LIMIT ${LOOKUP_LIMIT}`,
    [...scoped.params, params.factory_id ?? null, params.customer_id ?? null, params.level ?? null, params.job_type ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    level: row.level,
    job_type: row.job_type,
    general: row.customer_id === null,
    factory_id: row.factory_id,
  }));
}

/** A job still in use (a retired job takes no hazards) with its current hazard list. */
export interface FactoryJob {
  id: string;
  name: string;
  hazards: HazardAssignment[];
}

/** The factory's jobs still in use, in the jobs list's order: what a DVR of that factory may give hazards to. */
export async function factoryJobs(db: Sql, tenant: { entityId: string; customerId: string; factoryId: string }): Promise<FactoryJob[]> {
  const { rows } = await db.query<{ id: string; name: string; hazards: Partial<HazardAssignment>[] | null }>(
    `SELECT j.id, j.name, j.hazards FROM jobs j
      WHERE j.entity_id = $1 AND j.customer_id = $2 AND j.factory_id = $3 AND NOT j.retired
      ORDER BY lower(j.name), j.id`,
    [tenant.entityId, tenant.customerId, tenant.factoryId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, hazards: (row.hazards ?? []).map(assignment) }));
}

function assignment(row: Partial<HazardAssignment>): HazardAssignment {
  return {
    hazardId: String(row.hazardId),
    evaluationDate: row.evaluationDate ?? null,
    expositionDays: row.expositionDays ?? null,
    frequency: row.frequency ?? null,
    formData: row.formData ?? null,
  };
}
