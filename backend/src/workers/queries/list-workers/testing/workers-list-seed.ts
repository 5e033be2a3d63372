import type { WorkerListRow, Database, TenantScope as WorkerScope } from '@tutela/contracts';
import { WORKERS_MIGRATIONS, WORKERS_SEARCH_NAMES_BACKFILL, workerSearchText } from '@tutela/projections';
import type { ListWorkersHandler } from '../list-workers.handler';
import { ListWorkersQuery } from '../list-workers.query';
import { ListWorkersRequestDto } from '../list-workers.request.dto';

/*
 * A small workers list written straight into the read model, shared by the list's integration specs: names that
 * repeat, missing birth dates, resigned workers, two customers with two factories each, tax codes for the search.
 */

export const ALL: WorkerScope = {
  entityId: null,
  customerIds: null,
  factoryIds: null,
};
const COUNT = 95;
const SURNAMES = ['Rossi', 'Bianchi', 'Àlberti', 'Conti', 'Ricci', 'Bruno'];

export interface Seed {
  id: string;
  first: string;
  last: string;
  birth: string | null;
  resigned: boolean;
  customer: string;
  factory: string | null;
  fiscal: string | null;
}

// Names repeat (ties the id breaks), some birth dates are missing (last going up, first going down: one index read both ways), some are resigned.
export const WORKERS: Seed[] = Array.from({ length: COUNT }, (_, n) => ({
  id: `w-${String((n * 37) % COUNT).padStart(3, '0')}`,
  first: `Nome${n % 4}`,
  last: SURNAMES[n % SURNAMES.length],
  birth: n % 9 === 0 ? null : `19${String(50 + (n % 40))}-0${1 + (n % 9)}-1${n % 10}`,
  resigned: n % 10 === 3,
  customer: n % 5 === 0 ? 'c2' : 'c1',
  // Two factories per customer, and workers with none.
  factory: n % 3 === 2 ? null : `${n % 5 === 0 ? 'c2' : 'c1'}-f${n % 3}`,
  // Tax codes for the quick search's other side: some contain "bru", which is also in the name Bruno.
  fiscal: n % 17 === 0 ? `BRUXXX80A01H${String(n).padStart(3, '0')}Z` : n % 4 === 0 ? `ZZQ${String(n).padStart(3, '0')}K` : null,
})).concat(
  // One "last first" for two different names: the quick search tells them apart by the name itself.
  [
    ['w-amb-a', 'Rossi Anna', 'De'],
    ['w-amb-b', 'Anna', 'De Rossi'],
  ].map(([id, first, last]) => ({ id, first, last, birth: null, resigned: false, customer: 'c2', factory: null, fiscal: null })),
);

/** The read model's tables with WORKERS in them, written directly, not by the projector. */
export async function seedWorkersList(db: Database): Promise<void> {
  for (const sql of WORKERS_MIGRATIONS) await db.query(sql);
  for (const w of WORKERS) {
    await db.query(
      `INSERT INTO workers (id, entity_id, customer_id, factory_id, first_name, last_name, sex, birth_date, resigned, search_text, fiscal_code, created_at, updated_at, revision, last_position)
       VALUES ($1, 'e1', $2, $8, $3, $4, 'M', $5, $6, $7, $9, now(), now(), 1, 1)`,
      [
        w.id,
        w.customer,
        w.first,
        w.last,
        w.birth,
        w.resigned,
        workerSearchText({ first_name: w.first, last_name: w.last, fiscal_code: w.fiscal }),
        w.factory,
        w.fiscal,
      ],
    );
  }
  // The quick search's names then come from the rows, as on an older database.
  await db.query(WORKERS_SEARCH_NAMES_BACKFILL);
}

/** Every page of a list, ten rows at a time, by page number: the ids in the order shown. */
export async function walkWorkers(
  handler: ListWorkersHandler,
  query: Partial<ListWorkersRequestDto>,
  scope: WorkerScope = ALL,
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const params = Object.assign(new ListWorkersRequestDto(), { per_page: 10, ...query, page });
    const answer = await handler.execute(new ListWorkersQuery(params, scope));
    ids.push(...answer.data.map((row: WorkerListRow) => row.id));
    if (answer.data.length < 10) return ids;
  }
}
