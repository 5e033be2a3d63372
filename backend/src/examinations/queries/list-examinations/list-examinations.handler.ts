import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { scopeOf, type ExaminationListRow, type PagedResponse, type Database } from '@tutela/contracts';
import { workerSearchKey, tenantColumns, tenantFilterSql } from '@tutela/projections';
import { likePattern } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { maySeeOutcome } from '../../infrastructure/examination-access';
import { ExaminationKeys } from '../../infrastructure/examination-keys';
import { ExaminationWorkers } from '../../infrastructure/examination-workers';
import { LIST_COLUMNS, toListRow, type ListSqlRow } from '../examination-row-mapping';
import type { ExaminationSortKey } from '@tutela/contracts';
import { ListExaminationsQuery } from './list-examinations.query';

/** Whitelisted ORDER BY per sort key, each ending in the primary key so pages never overlap. */
const SORTS: Record<ExaminationSortKey, (direction: string) => string> = {
  date: (d) => `e.examination_date ${d}, e.id ${d}`,
  worker: (d) => `lower(w.last_name) ${d}, lower(w.first_name) ${d}, e.id ${d}`,
  company: (d) => `lower(w.company_name) ${d}, e.examination_date DESC, e.id ${d}`,
};

const FROM = 'examinations e LEFT JOIN workers w ON w.id = e.worker_id';

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
    const toRow = (row: ListSqlRow) => toListRow(row, showOutcome, this.keys.seal(row.worker_id, row.time_key));
    const scoped = tenantFilterSql(scope, tenantColumns('e'), 1);
    if (workerId !== null) {
      await this.workers.inScope(workerId, scope);
      const { rows } = await this.db.query<ListSqlRow>(
        `SELECT ${LIST_COLUMNS} FROM ${FROM} WHERE ${scoped.sql} AND e.worker_id = $4 ORDER BY e.examination_date DESC, e.id DESC LIMIT 500`,
        [...scoped.params, workerId],
      );
      return { data: rows.map(toRow) };
    }
    const p = params!;
    const values: unknown[] = [...scoped.params];
    const where = [scoped.sql, "e.kind = 'VIS'"];
    const add = (condition: (n: number) => string, value: unknown) => {
      values.push(value);
      where.push(condition(values.length));
    };
    if (p.customer_id) add((n) => `e.customer_id = $${n}`, p.customer_id);
    if (p.factory_id) add((n) => `e.factory_id = $${n}`, p.factory_id);
    if (p.from) add((n) => `e.examination_date >= $${n}`, p.from);
    if (p.to) add((n) => `e.examination_date <= $${n}`, p.to);
    // Staff who may not see outcomes may not filter on them either (the filter would reveal them).
    if (p.outcome && showOutcome) add((n) => `e.outcome = $${n}`, p.outcome);
    if (p.status !== undefined) add((n) => `e.status = $${n}`, Number(p.status));
    if (p.doctor) add((n) => `e.doctor_id = $${n}`, p.doctor);
    // The quick search looks for the worker (name, surname, fiscal code), as the workers list does.
    const key = workerSearchKey(p.search ?? '');
    if (key) add((n) => `w.search_text LIKE $${n}`, likePattern(key));
    return queryPage(
      this.db,
      { select: LIST_COLUMNS, from: FROM, where: where.join(' AND '), params: values, orderBy: SORTS[p.sort](sqlDirection(p.order)) },
      p,
      toRow,
    );
  }
}
