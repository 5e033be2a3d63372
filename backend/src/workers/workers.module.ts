import { Module } from '@nestjs/common';
import { WORKERS_PROJECTOR_NAME } from '@tutela/projections';
import { ListPagingCache } from '../http/paging/list-paging-cache';
import type { ReadModelCommits } from '../shared/read-model-commits';
import { READ_MODEL_COMMITS } from '../shared/tokens';
import { HireWorkerHandler } from './commands/hire-worker/hire-worker.handler';
import { ReinstateWorkerHandler } from './commands/reinstate-worker/reinstate-worker.handler';
import { ResignWorkerHandler } from './commands/resign-worker/resign-worker.handler';
import { TransferWorkerHandler } from './commands/transfer-worker/transfer-worker.handler';
import { UpdateWorkerEmploymentHandler } from './commands/update-worker-employment/update-worker-employment.handler';
import { UpdateWorkerPersonalDataHandler } from './commands/update-worker-personal-data/update-worker-personal-data.handler';
import { CumulativeWorkersController } from './http/cumulative-workers.http.controller';
import { WorkersController } from './http/workers.http.controller';
import { CommandPipeline } from '../shared/command-pipeline';
import { TaxCodeReservationsOnStart } from './infrastructure/tax-code-reservations-on-start';
import { WorkerAccess } from './infrastructure/worker-access';
import { WorkerRegistry } from './infrastructure/worker-registry';
import { GetWorkerHandler } from './queries/get-worker/get-worker.handler';
import { ListWorkersHandler } from './queries/list-workers/list-workers.handler';
import { SearchWorkersHandler } from './queries/search-workers/search-workers.handler';
import { WORKERS_LIST_PAGING, workersListChange } from './queries/workers-list-paging';

/** The workers context: the worker stream's commands and the workers read model's queries. */
@Module({
  controllers: [WorkersController, CumulativeWorkersController],
  providers: [
    WorkerRegistry,
    WorkerAccess,
    CommandPipeline,
    TaxCodeReservationsOnStart,
    HireWorkerHandler,
    UpdateWorkerPersonalDataHandler,
    UpdateWorkerEmploymentHandler,
    ResignWorkerHandler,
    ReinstateWorkerHandler,
    TransferWorkerHandler,
    ListWorkersHandler,
    SearchWorkersHandler,
    GetWorkerHandler,
    {
      provide: WORKERS_LIST_PAGING,
      useFactory: (commits: ReadModelCommits | null) =>
        new ListPagingCache(commits, [WORKERS_PROJECTOR_NAME], undefined, workersListChange),
      inject: [READ_MODEL_COMMITS],
    },
  ],
  exports: [WorkerAccess, WorkerRegistry],
})
export class WorkersModule {}
