import type { HazardAssignment } from '@tutela/contracts';
import type { Sql } from '@tutela/projections';

/** A job still in use (a retired job takes no hazards) with its current hazard list. */
export interface FactoryJob {
  id: string;
  name: string;
  hazards: HazardAssignment[];
}

/** The factory's jobs still in use, in the jobs list's order: what a DVR of that factory may give hazards to. */
export async function factoryJobs(db: Sql, tenant: { entityId: string; customerId: string; factoryId: string }): Promise<FactoryJob[]> {
  const { rows } = await db.query<{ id: string; name: string; hazards: Partial<HazardAssignment>[] | null }>(
    `SELECT j.id, j.name, j.hazards FROM jobs j
      WHERE j.entity_id = $1 AND j.customer_id = $2 AND j.factory_id = $3 AND NOT j.retired
      ORDER BY lower(j.name), j.id`,
    [tenant.entityId, tenant.customerId, tenant.factoryId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, hazards: (row.hazards ?? []).map(assignment) }));
}

function assignment(row: Partial<HazardAssignment>): HazardAssignment {
  return {
    hazardId: String(row.hazardId),
    evaluationDate: row.evaluationDate ?? null,
    expositionDays: row.expositionDays ?? null,
    frequency: row.frequency ?? null,
    formData: row.formData ?? null,
  };
}
