import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PagedResponse, UserListRow, Database } from '@tutela/contracts';
import { USER_SORT_EXPRESSIONS } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { searchPattern, searchUsesIndex } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import type { UserRow } from '../../infrastructure/user-read-model';
import { toUserListRow } from '../user-row-mapping';
import { ListUsersQuery } from './list-users.query';
import type { UserSortKey } from './list-users.request.dto';

/** Whitelisted ORDER BY expressions (those of the users' list indexes): the sort key never reaches SQL as text. */
const ORDER_BY: Record<UserSortKey, readonly string[]> = USER_SORT_EXPRESSIONS;

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, PagedResponse<UserListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListUsersQuery): Promise<PagedResponse<UserListRow>> {
    const direction = sqlDirection(params.order);
    const where = [
      '($1::text IS NULL OR entity_id = $1)',
      '($2::boolean = false OR active)',
      `($3::text IS NULL OR search_text ILIKE $3)`,
    ].join(' AND ');
    const search = searchPattern(params.search);
    return queryPage(
      this.db,
      {
        select: `id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled,
                 customer_settings, password_expires_at, must_change_password, created_at, updated_at`,
        from: 'users',
        where,
        params: [scope.entityId, params.hide_inactive !== '0', search],
        // `id` goes the column's way, so one index serves both directions.
        orderBy: [...ORDER_BY[params.sort], 'id'].map((expression) => `${expression} ${direction}`).join(', '),
        searching: search !== null && searchUsesIndex(params.search),
      },
      params,
      (row: UserRow) => toUserListRow(row),
    );
  }
}
