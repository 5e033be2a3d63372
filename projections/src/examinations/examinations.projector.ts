import { EXAMINATION_STATUS, type ExaminationEventMap, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';
import { EXAMINATIONS_MIGRATIONS, EXAMINATIONS_TABLES } from './examinations-schema';

export const EXAMINATIONS_PROJECTOR_NAME = 'examinations';

export const EXAMINATION_EVENTS_HANDLED = [
  'ExaminationStarted',
  'ExaminationDataSaved',
  'ExaminationSigned',
  'ExaminationReopened',
  'ExaminationFileAttached',
  'ExaminationFileDeleted',
] as const;

type Data<K extends keyof ExaminationEventMap> = ExaminationEventMap[K];

/**
 * Applies one event when it is newer than the row (`last_position`), so a replay changes nothing. Every statement
 * touches one examination by primary key: visits are few next to workers, batching buys little here.
 */
async function apply(event: RecordedEvent, tx: Sql): Promise<void> {
  const at = event.metadata.occurredAt;
  if (event.type === 'ExaminationStarted') {
    const d = event.data as Data<'ExaminationStarted'>;
    await tx.query(
      `INSERT INTO examinations (id, kind, type_id, worker_id, entity_id, customer_id, factory_id, time_key, examination_date, status,
         form_code, form_version, job_id, job_name, hazards, doctor_id, doctor_name, created_at, updated_at, revision, last_position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15::jsonb,$16,$17,$18,$18,$19,$20)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.examinationId,
        d.kind,
        d.typeId,
        d.workerId,
        d.entityId,
        d.customerId,
        d.factoryId,
        d.timeKey,
        d.examinationDate,
        EXAMINATION_STATUS.NF,
        d.formCode,
        d.formVersion,
        d.jobId,
        d.jobName,
        JSON.stringify(d.hazards ?? []),
        d.doctorId,
        event.metadata.actorName,
        at,
        event.revision,
        event.position,
      ],
    );
    return;
  }
  const id = (event.data as { examinationId: string }).examinationId;
  // Claims the row for this event: nothing happens when it is absent or already past it.
  const claimed = await tx.query(
    `UPDATE examinations SET last_position = $2, revision = $3, updated_at = $4 WHERE id = $1 AND last_position < $2 RETURNING id`,
    [id, event.position, event.revision, at],
  );
  if (claimed.rowCount === 0) return;
  switch (event.type) {
    case 'ExaminationDataSaved': {
      const d = event.data as Data<'ExaminationDataSaved'>;
      await tx.query(
        `UPDATE examinations SET status = $2, exdata = $3::jsonb, outcome = $4, outcome_bis = $5, examination_date = $6, form_code = $7,
           form_version = $8, doctor_name = $9 WHERE id = $1`,
        [
          id,
          EXAMINATION_STATUS[d.status],
          JSON.stringify(d.data),
          d.outcome,
          d.outcomeBis,
          d.examinationDate,
          d.formCode,
          d.formVersion,
          event.metadata.actorName,
        ],
      );
      return;
    }
    case 'ExaminationSigned': {
      const d = event.data as Data<'ExaminationSigned'>;
      await tx.query(
        `UPDATE examinations SET status = $2, exdata = $3::jsonb, outcome = $4, outcome_bis = $5, examination_date = $6, form_code = $7,
           form_version = $8, doctor_id = $9, doctor_name = $10, versions = $11, signed_at = $12, performed_type_ids = $13::int[],
           next_visit_date = $14 WHERE id = $1`,
        [
          id,
          EXAMINATION_STATUS.FI,
          JSON.stringify(d.data),
          d.outcome,
          d.outcomeBis,
          d.examinationDate,
          d.formCode,
          d.formVersion,
          d.signedBy.id,
          d.signedBy.name,
          d.version,
          d.signedAt,
          d.performedTypeIds,
          d.nextVisitDate,
        ],
      );
      await tx.query(
        `INSERT INTO examination_versions (examination_id, version, signed_by_id, signed_by_name, signed_at, outcome, outcome_bis,
           examination_date, form_code, form_version, exdata, archived)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11::jsonb,false) ON CONFLICT (examination_id, version) DO NOTHING`,
        [
          id,
          d.version,
          d.signedBy.id,
          d.signedBy.name,
          d.signedAt,
          d.outcome,
          d.outcomeBis,
          d.examinationDate,
          d.formCode,
          d.formVersion,
          JSON.stringify(d.data),
        ],
      );
      return;
    }
    case 'ExaminationReopened': {
      const d = event.data as Data<'ExaminationReopened'>;
      await tx.query(`UPDATE examinations SET status = $2, signed_at = NULL WHERE id = $1`, [id, EXAMINATION_STATUS.NF]);
      await tx.query(`UPDATE examination_versions SET archived = true WHERE examination_id = $1 AND version = $2`, [id, d.archivedVersion]);
      return;
    }
    case 'ExaminationFileAttached': {
      const { examinationId: _id, ...file } = event.data as Data<'ExaminationFileAttached'>;
      const entry = { ...file, createdAt: at, createdBy: event.metadata.actorName };
      await tx.query(`UPDATE examinations SET files = files || $2::jsonb WHERE id = $1`, [id, JSON.stringify([entry])]);
      return;
    }
    case 'ExaminationFileDeleted': {
      const d = event.data as Data<'ExaminationFileDeleted'>;
      await tx.query(
        `UPDATE examinations SET files = COALESCE((SELECT jsonb_agg(f) FROM jsonb_array_elements(files) AS f WHERE f->>'fileId' <> $2), '[]'::jsonb)
          WHERE id = $1`,
        [id, d.fileId],
      );
      return;
    }
    default:
      return;
  }
}

/** Visits, INV and VAC records for the lists and the examination screen, with every signed version. */
export const examinationsProjector: Projector = {
  name: EXAMINATIONS_PROJECTOR_NAME,
  migrations: EXAMINATIONS_MIGRATIONS,
  tables: EXAMINATIONS_TABLES,
  handles: EXAMINATION_EVENTS_HANDLED,
  apply,
};
