import type { Principal } from '../../../auth/principal';
import type { WorkerScope } from '../../domain/worker-scope';

export class GetWorkerQuery {
  constructor(
    readonly workerId: string,
    readonly scope: WorkerScope,
    /** Who asks: the answer says whether they may change the worker. */
    readonly principal: Principal,
  ) {}
}
