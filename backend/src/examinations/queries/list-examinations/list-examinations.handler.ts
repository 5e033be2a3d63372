import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { scopeOf, type ExaminationListRow, type PagedResponse, type Database } from '@tutela/contracts';
import { examinationsList, workerExaminations, type ExaminationListSqlRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { maySeeOutcome } from '../../infrastructure/examination-access';
import { ExaminationKeys } from '../../infrastructure/examination-keys';
import { ExaminationWorkers } from '../../infrastructure/examination-workers';
import { toListRow } from '../examination-row-mapping';
import { ListExaminationsQuery } from './list-examinations.query';

/** "Visite effettuate" (projections' examinationsList), or one worker's records (workerExaminations). */
@QueryHandler(ListExaminationsQuery)
export class ListExaminationsHandler implements IQueryHandler<
  ListExaminationsQuery,
  PagedResponse<ExaminationListRow> | { data: ExaminationListRow[] }
> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly workers: ExaminationWorkers,
    private readonly keys: ExaminationKeys,
  ) {}

  async execute({
    params,
    principal,
    workerId,
  }: ListExaminationsQuery): Promise<PagedResponse<ExaminationListRow> | { data: ExaminationListRow[] }> {
    const scope = scopeOf(principal);
    const showOutcome = maySeeOutcome(principal);
    const toRow = (row: ExaminationListSqlRow) => toListRow(row, showOutcome, this.keys.seal(row.worker_id, row.time_key));
    if (workerId !== null) {
      await this.workers.inScope(workerId, scope);
      const rows = await workerExaminations(this.db, scope, workerId);
      return { data: rows.map(toRow) };
    }
    const p = params!;
    return queryPage(this.db, examinationsList(scope, p, showOutcome), p, toRow);
  }
}
