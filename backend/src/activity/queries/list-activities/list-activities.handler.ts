import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActivityLogEntry, PagedResponse, Database } from '@tutela/contracts';
import { activitiesList, toActivityLogEntry, type ActivityQueryRow } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { queryPage } from '../../../http/paging/query-page';
import { ListActivitiesQuery } from './list-activities.query';

/** "Log attività", newest first, inside the caller's entity (projections' activitiesList). */
@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery, PagedResponse<ActivityLogEntry>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, entityId }: ListActivitiesQuery): Promise<PagedResponse<ActivityLogEntry>> {
    return queryPage(this.db, activitiesList(entityId, params), { ...params, sort: 'created_at', order: 'desc' }, (row: ActivityQueryRow) =>
      toActivityLogEntry(row),
    );
  }
}
