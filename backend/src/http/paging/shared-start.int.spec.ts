import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { Database } from '@tutela/contracts';
import { readModelCommitsStandIn } from '../../shared/testing/read-model-commits-stand-in';
import { SHARED_START_EVERY } from './kept-paging';
import { ListPagingCache } from './list-paging-cache';
import { queryPage, type PageSql } from './query-page';
import { statementSpy } from './testing/statement-spy';
import { createSortedRows, fillSortedRows, sortedRowsList } from './testing/sorted-rows';

/**
 * A busy list whose page starts a commit dropped (a value of its order changed) while its count still holds: the deep
 * pages asked at once near one another share one skip from the top to the start of their stretch, and each seeks from
 * that row. They must answer exactly as OFFSET does, blanks and ties included, both ways.
 */
describe.each(testDatabases())('deep pages sharing one start from the top, on $label', (factory) => {
  let db: Database;
  const statements: string[] = [];
  let spy: Database;
  const PER_PAGE = 10;

  beforeAll(async () => {
    db = await factory.create();
    await createSortedRows(db, 'shared_rows');
    await fillSortedRows(db, 'shared_rows', 2600, 97, 5);
    spy = statementSpy(db, statements);
  });
  afterAll(() => db.close());

  const list = (order: 'asc' | 'desc', paging?: ListPagingCache): PageSql =>
    sortedRowsList('shared_rows', order, paging, { filter: ['hidden'], order: ['hidden', 'sort_value'] });
  const page = (sql: PageSql, n: number, order: 'asc' | 'desc') =>
    queryPage(spy, sql, { page: n, per_page: PER_PAGE, sort: 'sort_value', order }, (row: { id: string }) => row.id);
  const answer = ({ data, meta }: { data: string[]; meta: { total: number } }) => ({ data, total: meta.total });

  it.each(['asc', 'desc'] as const)('pages %s as OFFSET does, with one skip from the top for the stretch', async (order) => {
    const commits = readModelCommitsStandIn();
    // A commit that changes the order's values and not the filter's: the count holds, the page starts go.
    const paging = new ListPagingCache(commits, ['rows'], undefined, () => ({ rows: false, columns: new Set(['sort_value']) }));
    // Pages 151-190 (rows 1,500-1,899): the stretch from row 1,500, and the blanks' edge (2,080 rows shown, a quarter of
    // them blanks: at the end going up, at the start going down).
    const pages = Array.from({ length: 40 }, (_, n) => 151 + n);
    await page(list(order, paging), 190, order);
    commits.commit('rows', []);
    statements.length = 0;
    const shared = await Promise.all(pages.map((n) => page(list(order, paging), n, order)));
    const asked = [...statements];
    const truth = await Promise.all(pages.map((n) => page(list(order), n, order)));
    expect(shared.map(answer)).toEqual(truth.map(answer));
    // One skip to the stretch's start (row 1,500: SHARED_START_EVERY × 3) for all 40 pages; only pages whose seek may
    // stop short of the blanks ask again with OFFSET, and nothing is counted again.
    expect(asked.filter((text) => text.includes('LIMIT 1 OFFSET'))).toEqual([
      expect.stringContaining(`LIMIT 1 OFFSET ${SHARED_START_EVERY * 3}`),
    ]);
    expect(asked.filter((text) => text.includes('count(*)'))).toEqual([]);
  });

  it('keeps the shared start as a page start of the list: the next deep page of the stretch seeks from it', async () => {
    const commits = readModelCommitsStandIn();
    const paging = new ListPagingCache(commits, ['rows'], undefined, () => ({ rows: false, columns: new Set(['sort_value']) }));
    // Rows 1,500-1,559 have values going up (the blanks follow): seeks from a value there never stop short.
    await page(list('asc', paging), 153, 'asc');
    commits.commit('rows', []);
    await page(list('asc', paging), 152, 'asc');
    statements.length = 0;
    // Page 151 starts at the stretch's start (row 1,500), before page 152's own start: the shared start serves it.
    const later = await page(list('asc', paging), 151, 'asc');
    const asked = [...statements];
    expect(answer(later)).toEqual(answer(await page(list('asc'), 151, 'asc')));
    // A seek to row 1,500: no skip from the top.
    expect(asked).toHaveLength(1);
    expect(asked.filter((text) => /\bOFFSET (\$|\d{4})/.test(text))).toEqual([]);
  });

  it('leaves shallow pages, and lists whose count is not known, to OFFSET', async () => {
    const commits = readModelCommitsStandIn();
    const paging = new ListPagingCache(commits, ['rows'], undefined, () => ({ rows: 'any' }));
    statements.length = 0;
    await page(list('asc', paging), 160, 'asc');
    await page(list('asc', paging), 30, 'asc');
    expect(statements.some((text) => text.includes('LIMIT 1 OFFSET'))).toBe(false);
  });
});
