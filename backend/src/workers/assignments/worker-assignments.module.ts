import { Module } from '@nestjs/common';
import { JobChangesToWorkersReactor } from '../reactions/job-changes-to-workers.reactor';
import { AssignWorkerJobHandler } from './commands/assign-worker-job/assign-worker-job.handler';
import { RemoveWorkerHazardHandler } from './commands/remove-worker-hazard/remove-worker-hazard.handler';
import { SetWorkerHazardsHandler } from './commands/set-worker-hazards/set-worker-hazards.handler';
import { SetWorkerProtocolHandler } from './commands/set-worker-protocol/set-worker-protocol.handler';
import { ACTIVE_WORKERS } from './active-workers.port';
import { WorkerAssignmentsController } from './http/worker-assignments.http.controller';
import { JobSnapshots } from './job-snapshots';
import { RegistryPlaces } from '../../customers/public';
import { SqlActiveWorkers } from './sql-active-workers';
import { CommandPipeline } from '../../shared/command-pipeline';
import { WorkerPropagation } from './worker-propagation';

/**
 * A worker's job, hazards and protocol: commands on the worker's stream, and the propagation of a job's
 * changes to its active workers (the job-changes reactor).
 */
@Module({
  controllers: [WorkerAssignmentsController],
  providers: [
    CommandPipeline,
    WorkerPropagation,
    JobSnapshots,
    RegistryPlaces,
    { provide: ACTIVE_WORKERS, useClass: SqlActiveWorkers },
    AssignWorkerJobHandler,
    SetWorkerHazardsHandler,
    RemoveWorkerHazardHandler,
    SetWorkerProtocolHandler,
    JobChangesToWorkersReactor,
  ],
  exports: [WorkerPropagation],
})
export class WorkerAssignmentsModule {}
