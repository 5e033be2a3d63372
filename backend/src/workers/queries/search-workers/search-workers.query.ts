import type { WorkerScope } from '../../domain/worker-scope';

export class SearchWorkersQuery {
  constructor(
    readonly name: string,
    readonly includeResigned: boolean,
    readonly scope: WorkerScope,
  ) {}
}
