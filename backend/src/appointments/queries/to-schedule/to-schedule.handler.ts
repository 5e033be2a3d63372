import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, PagedResponse, ToScheduleRow } from '@tutela/contracts';
import { workersToSchedule, type ToScheduleSqlRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { ToScheduleQuery } from './to-schedule.query';

/** Da fissare: workers due for a visit in the window with no appointment for it (projections' workersToSchedule). */
@QueryHandler(ToScheduleQuery)
export class ToScheduleHandler implements IQueryHandler<ToScheduleQuery, PagedResponse<ToScheduleRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ToScheduleQuery): Promise<PagedResponse<ToScheduleRow>> {
    const statement = workersToSchedule(scope, {
      from: params.fromdate ?? params.next_visit_from,
      to: params.todate ?? params.next_visit_to,
      customerId: params.customer_id,
      factoryId: params.factory_id,
      physicianId: params.med,
      examinationTypeId: params.extype ?? null,
      order: params.order,
    });
    return queryPage(this.db, statement, params, (row: ToScheduleSqlRow) => ({ ...row, worker_id: row.id }));
  }
}
