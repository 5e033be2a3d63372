import type { WorkerScope } from '../../domain/worker-scope';
import type { ListWorkersRequestDto } from './list-workers.request.dto';

export class ListWorkersQuery {
  constructor(
    readonly params: ListWorkersRequestDto,
    readonly scope: WorkerScope,
  ) {}
}
