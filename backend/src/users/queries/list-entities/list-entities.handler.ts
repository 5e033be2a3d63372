import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityListRow, PagedResponse, Database } from '@tutela/contracts';
import { DATABASE } from '../../../shared/tokens';
import { searchPattern } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import { ENTITY_QUERY_COLUMNS, toEntityListRow, type EntityQueryRow } from '../entity-row-mapping';
import { ListEntitiesQuery } from './list-entities.query';
import type { EntitySortKey } from './list-entities.request.dto';

/**
 * Whitelisted ORDER BY expressions: the sort key never reaches SQL as text. They are those of the entities'
 * list indexes (`e.name` is the indexed `name`); users_count is computed per row and sorts in memory.
 */
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

  execute({ params, scope }: ListEntitiesQuery): Promise<PagedResponse<EntityListRow>> {
    return queryPage(
      this.db,
      {
        select: ENTITY_QUERY_COLUMNS,
        from: 'entities e',
        where: `($1::text IS NULL OR e.id = $1) AND ($2::text IS NULL OR e.search_text ILIKE $2)`,
        params: [scope.entityId, searchPattern(params.search)],
        // `e.id` goes the column's way, so one index serves both directions.
        orderBy: `${ORDER_BY[params.sort]} ${sqlDirection(params.order)}, e.id ${sqlDirection(params.order)}`,
      },
      params,
      (row: EntityQueryRow) => toEntityListRow(row),
    );
  }
}
