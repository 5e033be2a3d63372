import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { scopeOf, type HealthDataReadRow, type PagedResponse, type Database } from '@tutela/contracts';
import { healthDataReadsList, type HealthDataReadSqlRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { ExaminationWorkers } from '../../infrastructure/examination-workers';
import { ListHealthDataReadsQuery } from './list-health-data-reads.query';

const toRow = (row: HealthDataReadSqlRow): HealthDataReadRow => ({
  id: String(row.id),
  read_at: row.read_at instanceof Date ? row.read_at.toISOString() : new Date(row.read_at).toISOString(),
  user_id: row.user_id,
  user_name: row.user_name,
  user_role: row.user_role,
  what: row.what,
  examination_id: row.examination_id,
});

/** The worker must be in the caller's scope (else 404, as for the worker card); the level is the route's. */
@QueryHandler(ListHealthDataReadsQuery)
export class ListHealthDataReadsHandler implements IQueryHandler<ListHealthDataReadsQuery, PagedResponse<HealthDataReadRow>> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly workers: ExaminationWorkers,
  ) {}

  async execute({ workerId, page, principal }: ListHealthDataReadsQuery): Promise<PagedResponse<HealthDataReadRow>> {
    await this.workers.inScope(workerId, scopeOf(principal));
    return queryPage(
      this.db,
      healthDataReadsList(workerId),
      { page: page.page, per_page: page.per_page, sort: 'read_at', order: 'desc' },
      toRow,
    );
  }
}
