import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PagedResponse, UserListRow } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { likePattern } from '../../../http/paging/like-pattern';
import { DATABASE } from '../../../shared/tokens';
import type { UserRow } from '../../infrastructure/user-read-model';
import { toUserListRow } from '../user-row-mapping';
import { ListUsersQuery } from './list-users.query';
import type { UserSortKey } from './list-users.request.dto';

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text. */
const ORDER_BY: Record<UserSortKey, string> = {
  name: 'lower(last_name), lower(first_name)',
  email: 'email',
  created_at: 'created_at',
  active: 'active',
};

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, PagedResponse<UserListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: ListUsersQuery): Promise<PagedResponse<UserListRow>> {
    const search = params.search?.trim() ? likePattern(params.search.trim()) : null;
    const filters = [
      '($1::text IS NULL OR entity_id = $1)',
      '($2::boolean = false OR active)',
      "($3::text IS NULL OR (first_name || ' ' || last_name) ILIKE $3 OR (last_name || ' ' || first_name) ILIKE $3 OR email ILIKE $3)",
    ].join(' AND ');
    const filterParams = [scope.kind === 'entity' ? scope.entityId : null, params.hide_inactive !== '0', search];
    const direction = params.order === 'desc' ? 'DESC' : 'ASC';
    const orderBy = ORDER_BY[params.sort]
      .split(', ')
      .map((expression) => `${expression} ${direction}`)
      .join(', ');

    const [{ rows }, { rows: counted }] = await Promise.all([
      this.db.query<UserRow>(
        `SELECT id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled,
                customer_settings, password_expires_at, must_change_password, created_at, updated_at
         FROM users WHERE ${filters} ORDER BY ${orderBy}, id LIMIT $4 OFFSET $5`,
        [...filterParams, params.per_page, (params.page - 1) * params.per_page],
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users WHERE ${filters}`, filterParams),
    ]);
    return {
      data: rows.map(toUserListRow),
      meta: { total: counted[0]?.total ?? 0, page: params.page, per_page: params.per_page, sort: params.sort, order: params.order },
    };
  }
}
