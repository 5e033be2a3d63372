import type { DvrDetail, DvrListRow, DvrRevision, DvrRevisionSummary, DvrStatusCode } from '@tutela/contracts';
import type { DvrRevisionTableRow, DvrTableRow } from '@tutela/projections';

export type DvrRow = DvrTableRow & { company_name: string | null; factory_name: string | null };

/** The columns of a DVR row with its company and factory names (joined: the names shown are the current ones). */
export const DVR_ROW_SELECT = `SELECT d.*, c.company_name, f.name AS factory_name
  FROM dvrs d LEFT JOIN customers c ON c.id = d.customer_id LEFT JOIN customer_factories f ON f.id = d.factory_id`;

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toListRow(row: DvrRow): DvrListRow {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    customer_id: row.customer_id,
    company_name: row.company_name ?? '',
    factory_id: row.factory_id,
    factory_name: row.factory_name ?? '',
    status: row.status as DvrStatusCode,
    last_revision: row.last_revision,
    last_signed_at: row.last_signed_at,
    updated_at: iso(row.updated_at),
    updated_by: row.updated_by,
  };
}

export function toRevisionSummary(row: DvrRevisionTableRow): DvrRevisionSummary {
  return {
    number: row.number,
    signed_by: { id: row.signed_by_id, name: row.signed_by_name },
    signed_at: row.signed_at,
    document_date: row.document_date,
    archived: row.archived,
  };
}

export function toRevision(dvr: DvrRow, row: DvrRevisionTableRow): DvrRevision {
  return {
    ...toRevisionSummary(row),
    dvr_id: dvr.id,
    code: dvr.code,
    title: dvr.title,
    form_code: row.form_code,
    form_version: row.form_version,
    dvrdata: row.dvrdata,
  };
}

export type DvrRights = Pick<DvrDetail, 'can_edit' | 'can_sign' | 'can_reopen' | 'can_history'>;

export function toDetail(row: DvrRow, revisions: DvrRevisionTableRow[], rights: DvrRights): DvrDetail {
  return {
    ...toListRow(row),
    dvrdata: row.dvrdata,
    form_code: row.form_code,
    form_version: row.form_version,
    revisions: revisions.map(toRevisionSummary),
    revision: Number(row.revision),
    ...rights,
  };
}
