import type { AppointmentMailReason, AppointmentRow } from '@tutela/contracts';
import type { AppointmentQueryRow } from '@tutela/projections';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A read-model row as the API answers it (contracts' AppointmentRow, the form's names). */
export function toAppointmentRow(row: AppointmentQueryRow): AppointmentRow {
  return {
    id: row.id,
    series_id: row.series_id,
    occurrence_date: row.occurrence_date,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    med_id: row.physician_id,
    med_name: row.physician_name,
    resources: row.resource_ids,
    classroom_id: row.clinic_id,
    workers: row.worker_ids,
    worker_names: row.worker_names ?? [],
    classroom_name: row.clinic_name ?? null,
    resource_names: row.resource_names ?? [],
    multi: row.multi ? 1 : 0,
    visit: row.visit,
    title: row.title,
    examinations: row.examinations,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    all_day: row.start_time === null,
    appointment_date: row.start_date,
    appointment_time: row.start_time,
    appointment_date_end: row.end_date,
    appointment_time_end: row.end_time,
    location: row.location,
    location_address: row.location_address,
    note: row.note,
    confirmed: row.confirmed ? 1 : 0,
    status: row.status,
    require_coordination: row.coordination_required ? 'YES' : 'NO',
    user_id: row.coordination_user_id,
    examination_id: row.examination_id,
    mails: (row.mails ?? []).map((m) => ({ reason: m.reason as AppointmentMailReason, recipients: m.recipients, queued_at: m.queued_at })),
    revision: row.revision,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
