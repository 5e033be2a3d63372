import {
  EXAMINATION_TYPES,
  ageOn,
  nextDue,
  baseHazardById,
  workerDisplayName,
  type HazardAssignment,
  type HazardRow,
  type HealthProtocolEntry,
  type HealthProtocolRow,
  type WorkerDetail,
  type WorkerListRow,
  type WorkerSearchRow,
} from '@tutela/contracts';
import type { WorkerListSqlRow, WorkerRow } from '@tutela/projections';

export function toWorkerListRow(row: WorkerListSqlRow): WorkerListRow {
  return {
    id: row.id,
    customer_id: row.customer_id,
    factory_id: row.factory_id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: workerDisplayName(row.first_name, row.last_name),
    fiscal_code: row.fiscal_code,
    birth_date: row.birth_date,
    birth_place: { comune: row.birth_place },
    customer: { company_name: row.company_name ?? '' },
    factory: row.factory_id ? { name: row.factory_name ?? '' } : null,
    job: row.job_name ? { name: row.job_name } : null,
    contract: row.contract,
    suitability: row.suitability,
    business_impact: (row.business_impact as WorkerListRow['business_impact']) ?? null,
    resigned: row.resigned ? 1 : 0,
    last_visit: row.last_visit,
    next_visit: row.next_visit,
  };
}

export function toWorkerSearchRow(
  row: Pick<WorkerRow, 'id' | 'first_name' | 'last_name' | 'birth_date' | 'company_name' | 'resigned' | 'customer_id'>,
): WorkerSearchRow {
  return {
    id: row.id,
    name: workerDisplayName(row.first_name, row.last_name),
    birth_date: row.birth_date,
    company_name: row.company_name ?? '',
    resigned: row.resigned ? 1 : 0,
    customer_id: row.customer_id,
  };
}

/** Whole years between the ISO birth date and `today`. */
export function toHazardRows(hazards: readonly HazardAssignment[]): HazardRow[] {
  return hazards.map((hazard) => {
    const catalogue = baseHazardById(hazard.hazardId);
    return {
      id: hazard.hazardId,
      code: catalogue?.code ?? hazard.hazardId,
      description_med: catalogue?.description_med ?? '',
      form: catalogue?.form ?? null,
      pivot: {
        evaluation_date: hazard.evaluationDate ?? null,
        exposition_days: hazard.expositionDays ?? null,
        exposition_frequency: hazard.frequency ?? null,
        form_data: hazard.formData ?? null,
      },
    };
  });
}

export function toProtocolRows(
  protocol: readonly HealthProtocolEntry[],
  age: number | null,
  examLast: Record<string, string> = {},
): HealthProtocolRow[] {
  return protocol.map((entry) => {
    const type = EXAMINATION_TYPES.find((candidate) => candidate.id === entry.examinationTypeId);
    // The last signed visit that included this examination type (the workers projector follows the signatures).
    const last: string | null = examLast[String(entry.examinationTypeId)] ?? null;
    return {
      examination_type_id: entry.examinationTypeId,
      extypeCode: type?.code ?? String(entry.examinationTypeId),
      extype: type?.name ?? '',
      period: entry.period,
      period_in_job: entry.periodInJob ?? null,
      last,
      next: nextDue(last, entry.period, age),
    };
  });
}

export function toWorkerDetail(row: WorkerRow, altJobNames: Map<string, string>, today: Date = new Date()): Omit<WorkerDetail, 'can_edit'> {
  const age = ageOn(row.birth_date, today);
  return {
    ...toWorkerListRow(row),
    entity_id: row.entity_id,
    sex: row.sex as 'M' | 'F',
    birth_place_code: row.birth_place_code,
    age,
    email: row.email,
    email_personal: row.email_personal,
    phone: row.phone,
    department: row.department_id ? { id: row.department_id, name: row.department_name ?? '' } : null,
    job_id: row.job_id,
    alt_jobs: (row.alt_job_ids ?? []).map((id) => ({
      id,
      name: altJobNames.get(id) ?? null,
    })),
    hazards: toHazardRows((row.hazards ?? []) as HazardAssignment[]),
    health_protocol: toProtocolRows((row.health_protocol ?? []) as HealthProtocolEntry[], age, row.exam_last ?? {}),
    exclude_ss: row.exclude_ss,
    hired_on: row.hired_on,
    resigned_on: row.resigned_on,
    revision: Number(row.revision),
  };
}
