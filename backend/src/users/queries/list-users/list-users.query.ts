import type { AdminScope } from '../../domain/user-admin-scope';
import type { ListUsersRequestDto } from './list-users.request.dto';

export class ListUsersQuery {
  constructor(
    readonly params: ListUsersRequestDto,
    readonly scope: AdminScope,
  ) {}
}
