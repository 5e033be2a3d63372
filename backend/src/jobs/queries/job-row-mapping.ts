import {
  BASE_HAZARD_CATALOGUE,
  examinationTypeById,
  type HazardAssignment,
  type HazardRow,
  type HealthProtocolEntry,
  type JobDetail,
  type JobRow,
  type Sql,
} from '@tutela/contracts';
import { ACTIVE_WORKERS_COUNT_SQL } from '../../workers/assignments/workers-table';

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
