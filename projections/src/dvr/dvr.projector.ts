import { DVR_STATUS, type DvrEventMap, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';
import { DVR_MIGRATIONS, DVR_TABLES } from './dvr-schema';

export const DVR_PROJECTOR_NAME = 'dvr';

export const DVR_EVENTS_HANDLED = ['DvrCreated', 'DvrDataSaved', 'DvrSigned', 'DvrReopened', 'DvrHazardsApplied'] as const;

type Data<K extends keyof DvrEventMap> = DvrEventMap[K];

/**
 * Applies one event when it is newer than the DVR's row (`last_position`), so a replay changes nothing. A DVR is
 * written by hand, a few dozen events over its life: one statement per event by primary key is enough.
 */
async function apply(event: RecordedEvent, tx: Sql): Promise<void> {
  const at = event.metadata.occurredAt;
  if (event.type === 'DvrCreated') {
    const d = event.data as Data<'DvrCreated'>;
    await tx.query(
      `INSERT INTO dvrs (id, entity_id, customer_id, factory_id, code, title, status, form_code, form_version, created_at, updated_at,
         updated_by, revision, last_position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$10,$11,$12,$13) ON CONFLICT (id) DO NOTHING`,
      [
        d.dvrId,
        d.entityId,
        d.customerId,
        d.factoryId,
        d.code,
        d.title,
        DVR_STATUS.OPEN,
        d.formCode,
        d.formVersion,
        at,
        event.metadata.actorName,
        event.revision,
        event.position,
      ],
    );
    return;
  }
  const id = (event.data as { dvrId: string }).dvrId;
  // Claims the row for this event: nothing happens when it is absent or already past it.
  const claimed = await tx.query(
    `UPDATE dvrs SET last_position = $2, revision = $3, updated_at = $4, updated_by = $5 WHERE id = $1 AND last_position < $2 RETURNING id`,
    [id, event.position, event.revision, at, event.metadata.actorName],
  );
  if (claimed.rowCount === 0) return;
  switch (event.type) {
    case 'DvrDataSaved': {
      const d = event.data as Data<'DvrDataSaved'>;
      await tx.query(`UPDATE dvrs SET dvrdata = $2::jsonb, data_saved = true, form_code = $3, form_version = $4 WHERE id = $1`, [
        id,
        JSON.stringify(d.data),
        d.formCode,
        d.formVersion,
      ]);
      return;
    }
    case 'DvrSigned': {
      const d = event.data as Data<'DvrSigned'>;
      await tx.query(
        `UPDATE dvrs SET status = $2, dvrdata = $3::jsonb, form_code = $4, form_version = $5, last_revision = $6, last_signed_at = $7 WHERE id = $1`,
        [id, DVR_STATUS.SIGNED, JSON.stringify(d.data), d.formCode, d.formVersion, d.revisionNumber, d.signedAt],
      );
      await tx.query(
        `INSERT INTO dvr_revisions (dvr_id, number, dvrdata, form_code, form_version, signed_by_id, signed_by_name, signed_at, document_date, archived)
         VALUES ($1,$2,$3::jsonb,$4,$5,$6,$7,$8,$9,false) ON CONFLICT (dvr_id, number) DO NOTHING`,
        [
          id,
          d.revisionNumber,
          JSON.stringify(d.data),
          d.formCode,
          d.formVersion,
          d.signedBy.id,
          d.signedBy.name,
          d.signedAt,
          d.documentDate,
        ],
      );
      return;
    }
    case 'DvrReopened': {
      const d = event.data as Data<'DvrReopened'>;
      await tx.query(`UPDATE dvrs SET status = $2 WHERE id = $1`, [id, DVR_STATUS.OPEN]);
      await tx.query(`UPDATE dvr_revisions SET archived = true WHERE dvr_id = $1 AND number = $2`, [id, d.archivedRevision]);
      return;
    }
    default:
      // DvrHazardsApplied changes no column here (the jobs' read models follow their own events): it only moves
      // the row's revision, which the screen sends back with its next command.
      return;
  }
}

/** The DVRs of every factory and their signed revisions. */
export const dvrProjector: Projector = {
  name: DVR_PROJECTOR_NAME,
  migrations: DVR_MIGRATIONS,
  tables: DVR_TABLES,
  handles: DVR_EVENTS_HANDLED,
  apply,
};
