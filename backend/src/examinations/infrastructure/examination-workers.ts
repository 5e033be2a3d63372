import { Inject, Injectable } from '@nestjs/common';
import { REGISTRY_MESSAGES, type TenantScope, type Database } from '@tutela/contracts';
import { examinationWorker, type ExaminationWorkerRow } from '@tutela/projections';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';

export type { ExaminationWorkerRow } from '@tutela/projections';

/** The worker a visit is for, as the workers read model has it now (projections' examinationWorker). */
@Injectable()
export class ExaminationWorkers {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The worker inside the caller's scope, else 404. */
  async inScope(workerId: string, scope: TenantScope): Promise<ExaminationWorkerRow> {
    const worker = await examinationWorker(this.db, scope, workerId);
    if (!worker) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    return worker;
  }
}
