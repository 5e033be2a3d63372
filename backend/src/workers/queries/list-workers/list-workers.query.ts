import type { TenantScope } from '@tutela/contracts';
import type { ListWorkersRequestDto } from './list-workers.request.dto';

export class ListWorkersQuery {
  constructor(
    readonly params: ListWorkersRequestDto,
    readonly scope: TenantScope,
  ) {}
}
