import type { TenantScope } from '@tutela/contracts';
import type { ListCustomersRequestDto } from './list-customers.request.dto';

export class ListCustomersQuery {
  constructor(
    readonly params: ListCustomersRequestDto,
    readonly scope: TenantScope,
  ) {}
}
