import type { TenantScope } from '@tutela/contracts';
import type { ListUsersRequestDto } from './list-users.request.dto';

export class ListUsersQuery {
  constructor(
    readonly params: ListUsersRequestDto,
    readonly scope: TenantScope,
  ) {}
}
