import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REGISTRY_MESSAGES, type WorkerDetail, type Database } from '@tutela/contracts';
import { getWorker } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { WorkerAccess } from '../../infrastructure/worker-access';
import { toWorkerDetail } from '../../worker-row-mapping';
import { GetWorkerQuery } from './get-worker.query';

/** The worker card (projections' getWorker), with whether the caller may edit it. */
@QueryHandler(GetWorkerQuery)
export class GetWorkerHandler implements IQueryHandler<GetWorkerQuery, { data: WorkerDetail }> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, scope, principal }: GetWorkerQuery): Promise<{ data: WorkerDetail }> {
    const found = await getWorker(this.db, scope, workerId);
    if (!found) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    const { row, altJobNames } = found;
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
