import {
  EXAMINATION_TYPES,
  workerDisplayName,
  type ExaminationFileRow,
  type ExaminationKind,
  type ExaminationListRow,
  type ExaminationStatusCode,
  type ExaminationVersion,
  type ExaminationVersionSummary,
} from '@tutela/contracts';
import type { ExaminationListSqlRow, ExaminationTableRow, ExaminationVersionTableRow } from '@tutela/projections';

/** The availability dots of the lists (part 2 §2.1): extypes codes whose examination this visit includes. */
const DOT_CODES = ['EMA', 'BIO', 'SPI', 'AUD', 'ECG', 'DRG'] as const;
const DOT_TYPE_IDS = Object.fromEntries(
  DOT_CODES.map((code) => [code, EXAMINATION_TYPES.find((type) => type.code === code)?.id ?? -1]),
) as Record<(typeof DOT_CODES)[number], number>;

/** Lab status from the form's `laboratorio` field when it has one: requested and waiting, or received. */
function labStatus(lab: unknown): string | null {
  if (lab === null || lab === undefined || lab === '' || lab === false) return null;
  if (typeof lab === 'string' && ['ATTESA', 'RICEVUTO'].includes(lab.toUpperCase())) return lab.toUpperCase();
  return 'ATTESA';
}

export function toListRow(row: ExaminationListSqlRow, showOutcome: boolean, key: string): ExaminationListRow {
  const performed = (row.performed_type_ids ?? []).map(Number);
  return {
    id: row.id,
    kind: row.kind as ExaminationKind,
    type_id: row.type_id,
    extype: EXAMINATION_TYPES.find((type) => type.id === row.type_id)?.name ?? '',
    worker_id: row.worker_id,
    worker_name: row.first_name !== null ? workerDisplayName(row.first_name, row.last_name ?? '') : '',
    customer_id: row.customer_id,
    company_name: row.company_name ?? '',
    factory_id: row.factory_id,
    examinationdate: row.examination_date,
    status: row.status as ExaminationStatusCode,
    outcome: showOutcome ? row.outcome : null,
    outcome_bis: row.outcome_bis,
    doctor_name: row.doctor_name,
    availability: Object.fromEntries(
      DOT_CODES.map((code) => [code, performed.includes(DOT_TYPE_IDS[code])]),
    ) as ExaminationListRow['availability'],
    lab_status: labStatus(row.exdata),
    versions: row.versions,
    key,
  };
}

export function toVersionSummary(row: ExaminationVersionTableRow): ExaminationVersionSummary {
  return {
    version: row.version,
    signed_by: { id: row.signed_by_id, name: row.signed_by_name },
    signed_at: row.signed_at,
    outcome: row.outcome,
    archived: row.archived,
  };
}

export function toVersion(row: ExaminationVersionTableRow): ExaminationVersion {
  return {
    ...toVersionSummary(row),
    examination_id: row.examination_id,
    examinationdate: row.examination_date,
    outcome_bis: row.outcome_bis,
    form_code: row.form_code,
    form_version: row.form_version,
    exdata: row.exdata,
  };
}

export function toFileRows(files: ExaminationTableRow['files']): ExaminationFileRow[] {
  return (files ?? []).map((file) => ({
    id: file.fileId,
    file_name: file.fileName,
    mime_type: file.mimeType,
    size: file.size,
    created_at: file.createdAt,
    created_by: file.createdBy,
  }));
}
