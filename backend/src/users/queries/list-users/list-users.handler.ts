import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PagedResponse, UserListRow, Database } from '@tutela/contracts';
import { toUserListRow, usersList, type UserQueryRow } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { queryPage } from '../../../http/paging/query-page';
import { ListUsersQuery } from './list-users.query';

/** "Utenti", inside the caller's entity (projections' usersList). */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, PagedResponse<UserListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListUsersQuery): Promise<PagedResponse<UserListRow>> {
    return queryPage(this.db, usersList(scope, params), params, (row: UserQueryRow) => toUserListRow(row));
  }
}
