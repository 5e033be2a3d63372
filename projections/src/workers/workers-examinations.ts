import type { ExaminationEventMap, RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';

/**
 * What a worker row learns from the worker's signed visits: suitability (the giudizio), last and next visit, and
 * the last date of each examination type (the health protocol's "ultimo"). The projector keeps its own small
 * table of visits (it must not read the examinations projector's tables, which may lag or be rebuilding) and
 * recomputes a touched worker from it, so a reopened visit simply stops counting.
 */
export const WORKERS_EXAMINATION_EVENTS = ['ExaminationStarted', 'ExaminationSigned', 'ExaminationReopened'] as const;

export const WORKERS_EXAMINATIONS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS workers_examinations (
     examination_id text PRIMARY KEY,
     worker_id text NOT NULL,
     kind text NOT NULL,
     signed boolean NOT NULL DEFAULT false,
     examination_date text,
     outcome text,
     performed_type_ids integer[] NOT NULL DEFAULT '{}',
     next_visit_date text,
     last_position bigint NOT NULL
   )`,
  // Unique (hence kept during a rebuild, which drops the plain secondary indexes): every signed visit recomputes
  // its worker from this table, by worker id, also while rebuilding.
  `CREATE UNIQUE INDEX IF NOT EXISTS workers_examinations_worker_idx ON workers_examinations (worker_id, examination_id)`,
  `ALTER TABLE workers ADD COLUMN IF NOT EXISTS exam_last jsonb NOT NULL DEFAULT '{}'`,
];

export async function applyWorkerExaminations(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  const touched = new Set<string>();
  for (const event of events) {
    const id = (event.data as { examinationId: string }).examinationId;
    if (event.type === 'ExaminationStarted') {
      const d = event.data as ExaminationEventMap['ExaminationStarted'];
      await tx.query(
        `INSERT INTO workers_examinations (examination_id, worker_id, kind, examination_date, last_position)
         VALUES ($1,$2,$3,$4,$5) ON CONFLICT (examination_id) DO NOTHING`,
        [id, d.workerId, d.kind, d.examinationDate, event.position],
      );
      continue;
    }
    let result;
    if (event.type === 'ExaminationSigned') {
      const d = event.data as ExaminationEventMap['ExaminationSigned'];
      result = await tx.query<{ worker_id: string }>(
        `UPDATE workers_examinations SET signed = true, examination_date = $2, outcome = $3, performed_type_ids = $4::int[],
           next_visit_date = $5, last_position = $6
         WHERE examination_id = $1 AND last_position < $6 RETURNING worker_id`,
        [id, d.examinationDate, d.outcome, d.performedTypeIds, d.nextVisitDate, event.position],
      );
    } else {
      result = await tx.query<{ worker_id: string }>(
        `UPDATE workers_examinations SET signed = false, last_position = $2 WHERE examination_id = $1 AND last_position < $2 RETURNING worker_id`,
        [id, event.position],
      );
    }
    for (const row of result.rows) touched.add(row.worker_id);
  }
  if (touched.size === 0) return;
  // The latest signed visit (by date, then by when it was signed) gives suitability and the visit dates.
  await tx.query(
    `UPDATE workers w SET
        suitability = latest.outcome,
        last_visit = latest.examination_date,
        next_visit = latest.next_visit_date,
        exam_last = COALESCE(per_type.dates, '{}'::jsonb)
       FROM (SELECT unnest($1::text[]) AS worker_id) AS t
       LEFT JOIN LATERAL (
         SELECT e.outcome, e.examination_date, e.next_visit_date FROM workers_examinations e
          WHERE e.worker_id = t.worker_id AND e.signed AND e.kind = 'VIS'
          ORDER BY e.examination_date DESC, e.last_position DESC LIMIT 1
       ) AS latest ON true
       LEFT JOIN LATERAL (
         SELECT jsonb_object_agg(type_id::text, last_date) AS dates FROM (
           SELECT p.type_id, max(e.examination_date) AS last_date FROM workers_examinations e, unnest(e.performed_type_ids) AS p(type_id)
            WHERE e.worker_id = t.worker_id AND e.signed GROUP BY p.type_id
         ) AS d
       ) AS per_type ON true
      WHERE w.id = t.worker_id`,
    [[...touched]],
  );
}
