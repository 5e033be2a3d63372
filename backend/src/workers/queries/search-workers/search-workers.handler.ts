import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WORKER_SEARCH_MIN_LENGTH, type WorkerSearchRow } from '@tutela/contracts';
import { workerSearchKey, type Database, type WorkerRow } from '@tutela/projections';
import { likePattern } from '../../../http/paging/like-pattern';
import { DATABASE } from '../../../shared/tokens';
import { workerScopeFilter } from '../../domain/worker-scope';
import { toWorkerSearchRow } from '../../worker-row-mapping';
import { SearchWorkersQuery } from './search-workers.query';

/** The header's worker search answers a short list: enough to pick from, never a page to scroll. */
export const WORKER_SEARCH_LIMIT = 20;

type SearchSqlRow = Pick<WorkerRow, 'id' | 'first_name' | 'last_name' | 'birth_date' | 'company_name' | 'resigned' | 'customer_id'>;

@QueryHandler(SearchWorkersQuery)
export class SearchWorkersHandler implements IQueryHandler<SearchWorkersQuery, { data: WorkerSearchRow[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ name, includeResigned, scope }: SearchWorkersQuery): Promise<{ data: WorkerSearchRow[] }> {
    const key = workerSearchKey(name);
    // Fewer characters match most of the register: the header asks only from four on.
    if (key.length < WORKER_SEARCH_MIN_LENGTH) return { data: [] };
    const scoped = workerScopeFilter(scope, 1);
    // MATERIALIZED: the matches come from the trigram index and are then sorted, never found along a sort index.
    const { rows } = await this.db.query<SearchSqlRow>(
      `WITH hits AS MATERIALIZED (
         SELECT id, first_name, last_name, birth_date, company_name, resigned, customer_id
           FROM workers
          WHERE ${scoped.sql} AND search_text LIKE $4 AND ($5::boolean OR NOT resigned)
       )
       SELECT * FROM hits ORDER BY resigned, lower(last_name || ' ' || first_name), id LIMIT ${WORKER_SEARCH_LIMIT}`,
      [...scoped.params, likePattern(key), includeResigned],
    );
    return { data: rows.map(toWorkerSearchRow) };
  }
}
