import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityListRow, PagedResponse, Database } from '@tutela/contracts';
import { entitiesList, toEntityListRow, type EntityQueryRow } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { queryPage } from '../../../http/paging/query-page';
import { ListEntitiesQuery } from './list-entities.query';

/** "Enti": a system administrator sees every entity, anyone else (level 8) only their own (projections' entitiesList). */
@QueryHandler(ListEntitiesQuery)
export class ListEntitiesHandler implements IQueryHandler<ListEntitiesQuery, PagedResponse<EntityListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListEntitiesQuery): Promise<PagedResponse<EntityListRow>> {
    return queryPage(this.db, entitiesList(scope, params), params, (row: EntityQueryRow) => toEntityListRow(row));
  }
}
