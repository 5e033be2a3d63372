import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REGISTRY_MESSAGES, type WorkerDetail, type Database } from '@tutela/contracts';
import type { WorkerRow } from '@tutela/projections';
import { tenantColumns, tenantFilterSql } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { toWorkerDetail } from '../../worker-row-mapping';
import { GetWorkerQuery } from './get-worker.query';

@QueryHandler(GetWorkerQuery)
export class GetWorkerHandler implements IQueryHandler<GetWorkerQuery, { data: WorkerDetail }> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, scope, principal }: GetWorkerQuery): Promise<{ data: WorkerDetail }> {
    const scoped = tenantFilterSql(scope, tenantColumns(), 2, { equalityForOne: true });
    const { rows } = await this.db.query<WorkerRow>(`SELECT * FROM workers WHERE id = $1 AND ${scoped.sql}`, [workerId, ...scoped.params]);
    const row = rows[0];
    if (!row) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    const altJobNames = new Map<string, string>();
    if (row.alt_job_ids?.length) {
      const { rows: names } = await this.db.query<{ id: string; name: string }>(
        "SELECT id, name FROM workers_names WHERE kind = 'job' AND id = ANY($1::text[])",
        [row.alt_job_ids],
      );
      for (const name of names) altJobNames.set(name.id, name.name);
    }
    const canEdit = await this.access
      .assertCanWrite(principal, {
        entityId: row.entity_id,
        customerId: row.customer_id,
        factoryId: row.factory_id,
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainError) return false;
          throw error;
        },
      );
    return { data: { ...toWorkerDetail(row, altJobNames), can_edit: canEdit } };
  }
}
