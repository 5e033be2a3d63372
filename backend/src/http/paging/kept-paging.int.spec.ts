import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { Database } from '@tutela/contracts';
import { readModelCommitsStandIn } from '../../shared/testing/read-model-commits-stand-in';
import { ListPagingCache } from './list-paging-cache';
import { queryPage, type PageSql } from './query-page';
import { statementSpy } from './testing/statement-spy';
import { createSortedRows, fillSortedRows, sortedRowsList } from './testing/sorted-rows';

/**
 * Rows added after a list learnt its counts and page starts, named by their keys: the list weighs them in (how many
 * its conditions take, how many come before each page start) and must page exactly as OFFSET does, blanks included,
 * both ways, whether the new rows come before, among or after the pages learnt, or are filtered out.
 */
describe.each(testDatabases())('kept counts and page starts across added rows, on $label', (factory) => {
  let db: Database;
  const statements: string[] = [];
  let spy: Database;

  beforeAll(async () => {
    db = await factory.create();
    await createSortedRows(db, 'added_rows');
    spy = statementSpy(db, statements);
  });
  afterAll(() => db.close());

  const list = (order: 'asc' | 'desc', paging?: ListPagingCache): PageSql =>
    sortedRowsList('added_rows', order, paging, { filter: ['hidden'], order: ['hidden', 'sort_value'] });
  const page = (sql: PageSql, n: number, order: 'asc' | 'desc') =>
    queryPage(spy, sql, { page: n, per_page: 7, sort: 'sort_value', order }, (row: { id: string }) => row.id);

  /** 203 rows, afresh for each test. */
  const fill = async () => {
    await db.query('TRUNCATE added_rows');
    await fillSortedRows(db, 'added_rows', 203, 9, 4);
  };

  it.each(['asc', 'desc'] as const)('pages %s as OFFSET does after rows are added before, among and after its pages', async (order) => {
    await fill();
    const commits = readModelCommitsStandIn();
    let added: string[] = [];
    const paging = new ListPagingCache(commits, ['rows'], 0, () => ({ rows: 'added', columns: new Set(), addedKeys: added }));
    const walk = async (sql: (order: 'asc' | 'desc') => PageSql) => {
      const pages: unknown[] = [];
      for (let n = 1; n <= 30; n++) {
        const answer = await page(sql(order), n, order);
        pages.push([n, answer.data, answer.meta.total]);
      }
      return pages;
    };
    await walk((o) => list(o, paging));
    // Batches of new rows: a value before every other (a), one among them (v4), blanks, one past them (z), a hidden
    // one; then batches that push every page start past the page after it (more rows before them than a page holds).
    const row = (id: string, value: string | null, hidden = false) => ({ id, value, hidden });
    const batches = [
      [row('a000', 'a')],
      [row('m001', 'v4')],
      [row('n002', null)],
      [row('z003', 'z')],
      [row('h004', 'v1', true)],
      [row('a005', 'a')],
      [row('n006', null)],
      [row('m007', 'v7')],
      Array.from({ length: 16 }, (_, n) => row(`b${100 + n}`, n % 2 ? 'a' : null)),
      Array.from({ length: 9 }, (_, n) => row(`c${100 + n}`, `v${n}`)),
    ];
    for (const batch of batches) {
      const id = batch.map((each) => each.id).join(',');
      for (const each of batch) await db.query('INSERT INTO added_rows VALUES ($1, $2, $3)', [each.id, each.value, each.hidden]);
      added = batch.map((each) => each.id);
      commits.commit('rows', []);
      statements.length = 0;
      const kept = await walk((o) => list(o, paging));
      // Weighed, not recounted: the only counts of the walk are the probes of the added keys, and every page start
      // is weighed in one statement.
      const weighings = statements.filter((text) => text.includes('AS moved_0'));
      const counts = statements.filter((text) => text.includes('count(*)') && !text.includes('AS added') && !text.includes('AS moved_0'));
      expect({ id, pages: kept }).toEqual({ id, pages: await walk((o) => list(o)) });
      expect({ id, counts, weighings: weighings.length }).toEqual({ id, counts: [], weighings: 1 });
    }
  });

  it('finds a page start for a page asked out of turn after more rows than a page holds came before it', async () => {
    await fill();
    const commits = readModelCommitsStandIn();
    const added = Array.from({ length: 25 }, (_, n) => `a${100 + n}`);
    const paging = new ListPagingCache(commits, ['rows'], 0, () => ({ rows: 'added', columns: new Set(), addedKeys: added }));
    for (let n = 1; n <= 30; n++) await page(list('asc', paging), n, 'asc');
    for (const id of added) await db.query("INSERT INTO added_rows VALUES ($1, 'a', false)", [id]);
    commits.commit('rows', []);
    statements.length = 0;
    const kept = await page(list('asc', paging), 25, 'asc');
    // The page's own start moved 25 rows, past the page: the closest start at least 25 rows back serves, weighed with
    // every other start in one statement (and the count in another; nothing from the top).
    const fromTop = statements.filter((text) => /WHERE NOT hidden ORDER BY/.test(text));
    const weighed = statements.filter((text) => text.includes('AS added') || text.includes('AS moved_0'));
    expect({ data: kept.data, total: kept.meta.total }).toEqual(
      await page(list('asc'), 25, 'asc').then(({ data, meta }) => ({ data, total: meta.total })),
    );
    expect({ fromTop: fromTop.length, weighed: weighed.length }).toEqual({ fromTop: 0, weighed: 2 });
  });

  it('weighs every page start and the count once for the pages asked together after a hire', async () => {
    await fill();
    const commits = readModelCommitsStandIn();
    let added: string[] = [];
    const paging = new ListPagingCache(commits, ['rows'], 0, () => ({ rows: 'added', columns: new Set(), addedKeys: added }));
    const pages = Array.from({ length: 28 }, (_, n) => n + 2);
    const askAll = (paged?: ListPagingCache) => Promise.all(pages.map((n) => page(list('asc', paged), n, 'asc')));
    await askAll(paging);
    for (const [n, value] of ['a', 'v5', null].entries()) {
      added = [`h${n}`];
      await db.query('INSERT INTO added_rows VALUES ($1, $2, false)', [added[0], value]);
      commits.commit('rows', []);
      statements.length = 0;
      const kept = await askAll(paging);
      const weighings = statements.filter((text) => text.includes('AS moved_0'));
      const counts = statements.filter((text) => text.includes('AS added'));
      expect({ value, pages: kept.map(({ data, meta }) => [data, meta.total]) }).toEqual({
        value,
        pages: (await askAll()).map(({ data, meta }) => [data, meta.total]),
      });
      expect({ value, weighings: weighings.length, counts: counts.length }).toEqual({ value, weighings: 1, counts: 1 });
    }
  });

  it('forgets what it learnt when the added rows are not named, or too many to weigh', async () => {
    const commits = readModelCommitsStandIn();
    const named: { addedKeys?: string[] } = {};
    const paging = new ListPagingCache(commits, ['rows'], 0, () => ({ rows: 'added', columns: new Set(), ...named }));
    await page(list('asc', paging), 5, 'asc');
    commits.commit('rows', []);
    statements.length = 0;
    await page(list('asc', paging), 5, 'asc');
    expect(statements.some((text) => text.includes('count(*)') && !text.includes('AS added'))).toBe(true);
    named.addedKeys = Array.from({ length: 257 }, (_, n) => `k${n}`);
    commits.commit('rows', []);
    statements.length = 0;
    await page(list('asc', paging), 5, 'asc');
    expect(statements.some((text) => text.includes('AS added'))).toBe(false);
    expect(statements.some((text) => text.includes('count(*)'))).toBe(true);
  });
});
