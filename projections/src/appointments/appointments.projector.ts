import { APPOINTMENT_EVENT_TYPES, streamId, type AppointmentEventMap, type AppointmentSlot, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';
import { APPOINTMENTS_MIGRATIONS, APPOINTMENTS_TABLES } from './appointments-schema';

export const APPOINTMENTS_PROJECTOR_NAME = 'appointments';

const SLOT_COLUMNS = `starts_at = $2, ends_at = $3, start_date = $4, end_date = $5, start_time = $6, end_time = $7`;
const slotParams = (slot: AppointmentSlot) => [slot.start, slot.end, slot.date, slot.endDate, slot.startTime, slot.endTime];

/**
 * Event by event: each touches its own stream's row. The booking inserts (a replay finds the row and does nothing);
 * every later event applies only past the row's last_position, so a replay changes nothing (rebuild equals live).
 */
async function apply(event: RecordedEvent, tx: Sql): Promise<void> {
  const id = streamId(event.stream);
  const at = event.metadata.occurredAt;
  if (event.type === 'AppointmentBooked') {
    const d = event.data as AppointmentEventMap['AppointmentBooked'];
    const { details: x, slot } = d;
    await tx.query(
      `INSERT INTO appointments (id, series_id, occurrence_date, entity_id, customer_id, factory_id, physician_id, resource_ids, clinic_id,
         worker_ids, multi, visit, title, examinations, starts_at, ends_at, start_date, end_date, start_time, end_time, location,
         location_address, note, confirmed, status, coordination_required, coordination_user_id, created_by, created_at, updated_at,
         revision, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10::text[], $11, $12, $13, $14::text[], $15, $16, $17, $18, $19, $20, $21,
         $22, $23, $24, 'booked', $25, $26, $27, $28, $28, $29, $30)
       ON CONFLICT (id) DO NOTHING`,
      [
        id,
        d.series?.seriesId ?? null,
        d.series?.occurrenceDate ?? null,
        d.entityId,
        d.customerId,
        event.metadata.factoryId ?? null,
        d.physicianId,
        d.resourceIds,
        d.clinicId,
        x.workerIds,
        x.multi,
        x.visit,
        x.title,
        x.examinations,
        ...slotParams(slot),
        x.location,
        x.locationAddress,
        x.note,
        d.confirmed,
        x.coordination.required,
        x.coordination.userId,
        event.metadata.actorId ?? null,
        at,
        event.revision,
        event.position,
      ],
    );
    return;
  }
  const { rows } = await tx.query<{ last_position: string | number }>('SELECT last_position FROM appointments WHERE id = $1', [id]);
  const row = rows[0];
  if (!row || event.position <= Number(row.last_position)) return;
  const tail = [at, event.revision, event.position];
  switch (event.type) {
    case 'AppointmentMoved': {
      const d = event.data as AppointmentEventMap['AppointmentMoved'];
      await tx.query(
        `UPDATE appointments SET ${SLOT_COLUMNS}, confirmed = confirmed AND NOT $8, confirmed_by = CASE WHEN $8 THEN NULL ELSE confirmed_by END,
           updated_at = $9, revision = $10, last_position = $11 WHERE id = $1`,
        [id, ...slotParams(d.to), d.confirmationReset, ...tail],
      );
      return;
    }
    case 'AppointmentCancelled':
      await tx.query(`UPDATE appointments SET status = 'cancelled', updated_at = $2, revision = $3, last_position = $4 WHERE id = $1`, [
        id,
        ...tail,
      ]);
      return;
    case 'AppointmentConfirmed': {
      const d = event.data as AppointmentEventMap['AppointmentConfirmed'];
      await tx.query(
        `UPDATE appointments SET confirmed = true, confirmed_by = $2, updated_at = $3, revision = $4, last_position = $5 WHERE id = $1`,
        [id, d.confirmedBy.userId, ...tail],
      );
      return;
    }
    case 'AppointmentCompleted': {
      const d = event.data as AppointmentEventMap['AppointmentCompleted'];
      await tx.query(
        `UPDATE appointments SET status = 'completed', examination_id = $2, updated_at = $3, revision = $4, last_position = $5 WHERE id = $1`,
        [id, d.examinationId, ...tail],
      );
      return;
    }
    case 'AppointmentMailQueued': {
      const d = event.data as AppointmentEventMap['AppointmentMailQueued'];
      const mail = { reason: d.reason, recipients: d.recipients.map((r) => r.address), queued_at: new Date(at).toISOString() };
      await tx.query(
        `UPDATE appointments SET mails = mails || jsonb_build_array($2::jsonb), updated_at = $3, revision = $4, last_position = $5 WHERE id = $1`,
        [id, JSON.stringify(mail), ...tail],
      );
      return;
    }
    default:
      return;
  }
}

async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  for (const event of events) await apply(event, tx);
}

/** Appointments (one row per booking or series occurrence): the calendars, Fissati and the header badge. */
export const appointmentsProjector: Projector = {
  name: APPOINTMENTS_PROJECTOR_NAME,
  migrations: APPOINTMENTS_MIGRATIONS,
  tables: APPOINTMENTS_TABLES,
  handles: APPOINTMENT_EVENT_TYPES,
  apply,
  applyBatch,
};
