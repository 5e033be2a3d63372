import type { DvrDetail, DvrListRow, DvrRevision, DvrRevisionSummary, DvrStatusCode } from '@tutela/contracts';
import type { DvrRevisionTableRow, DvrRow } from '@tutela/projections';

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
