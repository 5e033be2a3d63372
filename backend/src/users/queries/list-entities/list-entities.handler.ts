import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityListRow, PagedResponse } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { ENTITY_QUERY_COLUMNS, toEntityListRow, type EntityQueryRow } from '../entity-row-mapping';
import { likePattern } from '../../../http/paging/like-pattern';
import { ListEntitiesQuery } from './list-entities.query';
import type { EntitySortKey } from './list-entities.request.dto';

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text. */
const ORDER_BY: Record<EntitySortKey, string> = {
  name: 'lower(e.name)',
  // Entities without an address sort last going up, first going down, as NULLs do by default.
  address_info: 'lower(e.address_info)',
  users_count: 'users_count',
  created_at: 'e.created_at',
};

/** "Enti": a system administrator sees every entity, anyone else (level 8) only their own. */
@QueryHandler(ListEntitiesQuery)
export class ListEntitiesHandler implements IQueryHandler<ListEntitiesQuery, PagedResponse<EntityListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: ListEntitiesQuery): Promise<PagedResponse<EntityListRow>> {
    const search = params.search?.trim() ? likePattern(params.search.trim()) : null;
    const filters = '($1::text IS NULL OR e.id = $1) AND ($2::text IS NULL OR e.name ILIKE $2 OR e.address_info ILIKE $2)';
    const filterParams = [scope.kind === 'entity' ? scope.entityId : null, search];
    const direction = params.order === 'desc' ? 'DESC' : 'ASC';

    const [{ rows }, { rows: counted }] = await Promise.all([
      this.db.query<EntityQueryRow>(
        `SELECT ${ENTITY_QUERY_COLUMNS} FROM entities e WHERE ${filters}
         ORDER BY ${ORDER_BY[params.sort]} ${direction}, e.id LIMIT $3 OFFSET $4`,
        [...filterParams, params.per_page, (params.page - 1) * params.per_page],
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM entities e WHERE ${filters}`, filterParams),
    ]);
    return {
      data: rows.map(toEntityListRow),
      meta: { total: counted[0]?.total ?? 0, page: params.page, per_page: params.per_page, sort: params.sort, order: params.order },
    };
  }
}
