import type { WorkerScope } from '../../domain/worker-scope';

export class GetWorkerQuery {
  constructor(
    readonly workerId: string,
    readonly scope: WorkerScope,
  ) {}
}
