import { Inject, Injectable } from '@nestjs/common';
import { type HazardAssignment, type HealthProtocolEntry, REGISTRY_MESSAGES, type TenantScope, type Database } from '@tutela/contracts';
import type { WorkerRow } from '@tutela/projections';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { tenantColumns, tenantFilterSql } from '../../shared/tenant-scope-sql';

export type ExaminationWorkerRow = Pick<
  WorkerRow,
  'id' | 'entity_id' | 'customer_id' | 'factory_id' | 'first_name' | 'last_name' | 'birth_date' | 'company_name' | 'job_id' | 'job_name'
> & { hazards: HazardAssignment[]; health_protocol: HealthProtocolEntry[]; exam_last: Record<string, string> | null };

/** The worker a visit is for, as the workers read model has it now (the snapshot a new visit takes). */
@Injectable()
export class ExaminationWorkers {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The worker inside the caller's scope, else 404. */
  async inScope(workerId: string, scope: TenantScope): Promise<ExaminationWorkerRow> {
    const filter = tenantFilterSql(scope, tenantColumns('w'), 2);
    const { rows } = await this.db.query<ExaminationWorkerRow>(
      `SELECT w.id, w.entity_id, w.customer_id, w.factory_id, w.first_name, w.last_name, w.birth_date, w.company_name, w.job_id, w.job_name,
              w.hazards, w.health_protocol, w.exam_last
         FROM workers w WHERE w.id = $1 AND ${filter.sql}`,
      [workerId, ...filter.params],
    );
    if (!rows[0]) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    return rows[0];
  }
}
