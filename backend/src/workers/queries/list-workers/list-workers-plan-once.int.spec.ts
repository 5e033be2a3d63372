import type { Database, QueryOptions, Sql } from '@tutela/contracts';
import { workersProjector } from '@tutela/projections';
import { testEventLog } from '@tutela/projections/src/testing/recorded-events';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { readModelCommitsStandIn } from '../../../shared/testing/read-model-commits-stand-in';
import type { TenantScope as WorkerScope } from '@tutela/contracts';
import { workersListChange } from '../workers-list-paging';
import { ListWorkersHandler } from './list-workers.handler';
import { ListWorkersQuery } from './list-workers.query';
import { ListWorkersRequestDto } from './list-workers.request.dto';

const ALL: WorkerScope = { entityId: null, customerIds: null, factoryIds: null };
const SURNAMES = ['Rossi', 'Bianchi', 'Conti', 'Ricci', 'Bruno'];

const log = testEventLog();
const customerOf = (n: number) => (n % 3 === 0 ? 'c2' : 'c1');
const hire = (n: number) =>
  log.recorded(`worker-w${n}`, 'WorkerHired', {
    workerId: `w${n}`,
    entityId: 'e1',
    customerId: customerOf(n),
    factoryId: `${customerOf(n)}-f${n % 2}`,
    firstName: `Nome${n % 4}`,
    lastName: SURNAMES[n % SURNAMES.length],
    sex: 'M',
    birthDate: `19${50 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
    fiscalCode: null,
    contract: n % 2 ? 'INDETERMINATO' : 'DETERMINATO',
  });

/** Every kind of list: each filter, a customer-side scope of one customer and of several, a search. */
const LISTS: { query: Partial<ListWorkersRequestDto>; scope: WorkerScope }[] = [
  { query: { sort: 'name', order: 'asc' }, scope: ALL },
  { query: { sort: 'birth_date', order: 'desc', hide_inactive: '0' }, scope: ALL },
  { query: { sort: 'name', order: 'asc', contract: 'INDETERMINATO', worker_status: 'ALTRO' }, scope: ALL },
  { query: { sort: 'name', order: 'asc', customer_id: 'c2', factory_id: 'c2-f0' }, scope: ALL },
  { query: { sort: 'name', order: 'asc' }, scope: { entityId: 'e1', customerIds: ['c1'], factoryIds: null } },
  { query: { sort: 'name', order: 'asc' }, scope: { entityId: 'e1', customerIds: ['c1', 'c2'], factoryIds: ['c1-f0', 'c2-f0'] } },
  { query: { sort: 'name', order: 'asc', search: 'ross' }, scope: ALL },
];

/** A parameter tested for NULL: a catch-all condition, which would make the one plan kept for a shape a scan of the table. */
const CATCH_ALL = /\$\d+(::[a-z]+(\[\])?)? IS NULL/;

/**
 * The workers list's pages read from a row (its own start, a cursor) are one named statement per shape of the list,
 * with only the conditions in use, so the server parses and plans them once per connection instead of at every
 * request (most of a fresh deep page's database time).
 */
describe.each(testDatabases())("the workers list's statements planned once, on $label", (factory) => {
  let db: Database;

  beforeAll(async () => {
    log.reset();
    db = await factory.create();
    for (const ddl of workersProjector.migrations) await db.query(ddl);
    const events = [
      log.recorded('customer-c1', 'CustomerCreated', { customerId: 'c1', entityId: 'e1', companyName: 'Acme', vatNumber: null }),
      log.recorded('customer-c2', 'CustomerCreated', { customerId: 'c2', entityId: 'e1', companyName: 'Beta', vatNumber: null }),
      ...Array.from({ length: 60 }, (_, n) => hire(n)),
    ];
    await db.transaction((tx) => workersProjector.applyBatch!(events, tx));
  }, 60_000);
  afterAll(() => db.close());

  /** `sql` whose every statement is recorded with the name it was prepared under, if any. */
  const recording = (sql: Sql, sent: { text: string; name?: string }[]): Database =>
    Object.assign(Object.create(sql), {
      query: (text: string, params?: unknown[], options?: QueryOptions) => {
        sent.push({ text, name: options?.name });
        return sql.query(text, params, options);
      },
    }) as Database;

  const page = (handler: ListWorkersHandler, query: Partial<ListWorkersRequestDto>, scope: WorkerScope, n: number) =>
    handler.execute(new ListWorkersQuery(Object.assign(new ListWorkersRequestDto(), { per_page: 4, ...query, page: n }), scope));

  it('writes no catch-all condition, names the pages read from their own start, and answers as a list asked afresh', async () => {
    for (const { query, scope } of LISTS) {
      const sent: { text: string; name?: string }[] = [];
      const learning = new ListWorkersHandler(
        recording(db, sent),
        new ListPagingCache(readModelCommitsStandIn(), ['workers'], 0, workersListChange),
      );
      const fresh = new ListWorkersHandler(db, new ListPagingCache(null, []));
      for (const n of [2, 2, 3, 2, 3]) {
        expect([query, scope, n, (await page(learning, query, scope, n)).data]).toEqual([
          query,
          scope,
          n,
          (await page(fresh, query, scope, n)).data,
        ]);
      }
      expect([query, scope, sent.filter(({ text }) => CATCH_ALL.test(text))]).toEqual([query, scope, []]);
      if (query.search) continue;
      // Pages 2 and 3 asked again start from their own first rows: one statement each, prepared under its name.
      const named = sent.filter(({ name }) => name !== undefined);
      expect([query, scope, named.length]).toEqual([query, scope, 3]);
      expect(named.every(({ name }) => name?.startsWith('tutela_list_'))).toBe(true);
      expect(new Set(named.map(({ name }) => name)).size).toBe(1);
    }
  });

  it('lets the server keep one plan for a deep page asked again and again (PostgreSQL)', async () => {
    if (factory.label !== 'postgres') return;
    const sent: { text: string; name?: string }[] = [];
    const plans = await db.transaction(async (tx) => {
      // One connection: its prepared statements are its own.
      const handler = new ListWorkersHandler(
        recording(tx, sent),
        new ListPagingCache(readModelCommitsStandIn(), ['workers'], 0, workersListChange),
      );
      for (let i = 0; i < 10; i++) await page(handler, { sort: 'name', order: 'asc' }, ALL, 5);
      const names = [...new Set(sent.flatMap(({ name }) => (name ? [name] : [])))];
      return (
        await tx.query<{ generic_plans: number; custom_plans: number }>(
          'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = ANY($1::text[])',
          [names],
        )
      ).rows;
    });
    // Nine executions from the page's start, by one name: planned for the first ones, then by the one generic plan.
    expect(plans).toHaveLength(1);
    expect(plans[0].generic_plans).toBeGreaterThan(0);
    expect(plans[0].custom_plans).toBeLessThanOrEqual(5);
  });

  /** Ten texts, each the whole name of some of the workers ("rossi nome0", "nome1 bianchi"…): a new search each time. */
  const TEXTS = Array.from({ length: 10 }, (_, n) =>
    n % 2 ? `nome${n % 4} ${SURNAMES[n % 5].toLowerCase()}` : `${SURNAMES[n % 5].toLowerCase()} nome${n % 4}`,
  );
  const learningHandler = (sql: Sql, sent: { text: string; name?: string }[]) =>
    new ListWorkersHandler(recording(sql, sent), new ListPagingCache(readModelCommitsStandIn(), ['workers'], 0, workersListChange));
  const listNames = (sent: { name?: string }[]) => sent.flatMap(({ name }) => (name?.startsWith('tutela_list_') ? [name] : []));

  it("names a new search's first page in name order, one statement for every text, and answers as a list asked afresh", async () => {
    const sent: { text: string; name?: string }[] = [];
    const learning = learningHandler(db, sent);
    const fresh = new ListWorkersHandler(db, new ListPagingCache(null, []));
    for (const search of TEXTS) {
      const query = { sort: 'name' as const, order: 'asc' as const, search };
      const answer = await page(learning, query, ALL, 1);
      expect(answer.data.length).toBeGreaterThan(0);
      expect([search, answer]).toEqual([search, await page(fresh, query, ALL, 1)]);
    }
    expect(listNames(sent)).toHaveLength(TEXTS.length);
    expect(new Set(listNames(sent)).size).toBe(1);
  });

  it("plans a new search's first page per request in any other order, where one plan would not suit every text", async () => {
    const sent: { text: string; name?: string }[] = [];
    const learning = learningHandler(db, sent);
    for (const search of TEXTS.slice(0, 3)) await page(learning, { sort: 'birth_date', order: 'asc', search }, ALL, 1);
    expect(listNames(sent)).toEqual([]);
  });

  it('lets the server keep one plan for the first page of every new search text (PostgreSQL)', async () => {
    if (factory.label !== 'postgres') return;
    const plans = await db.transaction(async (tx) => {
      const sent: { text: string; name?: string }[] = [];
      const handler = learningHandler(tx, sent);
      for (const search of TEXTS) await page(handler, { sort: 'name', order: 'asc', search }, ALL, 1);
      return (
        await tx.query<{ generic_plans: number; custom_plans: number }>(
          'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = ANY($1::text[])',
          [[...new Set(listNames(sent))]],
        )
      ).rows;
    });
    // Ten texts by one name: planned with their names for the first five, then by the one generic plan.
    expect(plans).toHaveLength(1);
    expect(plans[0].generic_plans).toBeGreaterThan(0);
    expect(plans[0].custom_plans).toBeLessThanOrEqual(5);
  });
});
