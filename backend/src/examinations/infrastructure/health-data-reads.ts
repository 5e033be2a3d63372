import type { Database } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';

/** One read of a visit's clinical data: which visit, whose, and what was shown ('visita', 'pdf versione 2'…). */
export interface HealthDataRead {
  examinationId: string;
  workerId: string;
  what: string;
}

/**
 * Writes the read to health_data_reads (the worker card's "Accessi ai dati sanitari"): one row per visit read, by
 * every route that returns clinical data, once it has the answer in hand, so a refused or failed read leaves none.
 */
export async function recordHealthDataRead(db: Database, principal: Principal, read: HealthDataRead): Promise<void> {
  await db.query(
    'INSERT INTO health_data_reads (user_id, user_name, user_role, entity_id, examination_id, worker_id, what) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [principal.userId, principal.name, principal.role, principal.entityId, read.examinationId, read.workerId, read.what],
  );
}
