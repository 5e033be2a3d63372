import { PgliteDatabase } from '@tutela/projections';
import { ListPagingCache } from './list-paging-cache';
import { queryPage, type PageSql } from './query-page';
import { statementSpy } from './testing/statement-spy';
import { createSortedRows, fillSortedRows, sortedRowsList } from './testing/sorted-rows';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

/**
 * Anchored pages (a seek to where a page starts, learnt from an earlier request) must be exactly the pages
 * OFFSET gives: both directions, blanks included, an anchor on a blank, pages reached in order, repeated, or a
 * few pages after the closest anchor.
 */
describe('anchored pages', () => {
  let db: PgliteDatabase;
  const statements: string[] = [];
  let spy: PgliteDatabase;

  beforeAll(async () => {
    db = await emptyPglite();
    await createSortedRows(db, 't');
    await fillSortedRows(db, 't', 203, 9, 4);
    spy = statementSpy(db, statements);
  });
  afterAll(() => db.close());

  const list = (order: 'asc' | 'desc', paging?: ListPagingCache): PageSql => sortedRowsList('t', order, paging);
  const cache = () => new ListPagingCache({ onCommit: () => () => undefined }, ['t'], 0);
  const page = (sql: PageSql, n: number, order: 'asc' | 'desc', perPage = 7) =>
    queryPage(spy, sql, { page: n, per_page: perPage, sort: 'sort_value', order }, (row: { id: string }) => row.id);
  /** A statement that seeks from an anchor: a row comparison, or a range of the blanks, on the sort value and id. */
  const seeks = (text: string) => /\(sort_value, id\) [<>]= \(|sort_value IS NULL AND id [<>]= /.test(text);
  const anchored = () => statements.some(seeks);

  it.each(['asc', 'desc'] as const)('walks every page %s in order from anchors exactly as OFFSET does', async (order) => {
    const paging = cache();
    for (let n = 1; n <= 25; n++) {
      const plain = await page(list(order), n, order);
      statements.length = 0;
      const first = await page(list(order, paging), n, order);
      // Page 1 has nothing before it; every later page starts from the anchor its predecessor left.
      expect([n, first.data, first.meta.total]).toEqual([n, plain.data, plain.meta.total]);
      if (n > 1 && plain.data.length > 0) expect([n, anchored()]).toEqual([n, true]);
      statements.length = 0;
      const again = await page(list(order, paging), n, order);
      expect([n, again.data]).toEqual([n, plain.data]);
      if (plain.data.length > 0) expect([n, anchored()]).toEqual([n, true]);
    }
  });

  it.each(['asc', 'desc'] as const)('jumps a few pages past its closest anchor, blanks included (%s)', async (order) => {
    const paging = cache();
    await page(list(order, paging), 3, order);
    for (const n of [4, 6, 9, 14, 20, 23]) {
      const plain = await page(list(order), n, order);
      expect([n, (await page(list(order, paging), n, order)).data]).toEqual([n, plain.data]);
    }
  });

  it("drops what it learnt when the table's projector commits", async () => {
    let commit: ((projector: string, events: null) => void) | null = null;
    const paging = new ListPagingCache({ onCommit: (listener) => ((commit = listener), () => undefined) }, ['t'], 0);
    await page(list('asc', paging), 3, 'asc');
    statements.length = 0;
    await page(list('asc', paging), 3, 'asc');
    expect(anchored()).toBe(true);
    await db.query("INSERT INTO t VALUES ('0000', 'a', false)");
    try {
      commit!('t', null);
      // A row before page 3 moved every row one place: OFFSET, not a stale anchor, gives the right page.
      statements.length = 0;
      const after = await page(list('asc', paging), 3, 'asc');
      expect(after.data).toEqual((await page(list('asc'), 3, 'asc')).data);
      expect(anchored()).toBe(false);
    } finally {
      await db.query("DELETE FROM t WHERE id = '0000'");
    }
  });

  describe("keyset pages from a client's cursor", () => {
    const pageFrom = (order: 'asc' | 'desc', n: number, cursor: { after?: string; before?: string }, perPage = 7) =>
      queryPage(spy, list(order), { page: n, per_page: perPage, sort: 'sort_value', order, ...cursor }, (row: { id: string }) => row.id);
    const strictSeek = (text: string) => /\(sort_value, id\) [<>] \(|sort_value IS NULL AND id [<>] /.test(text);

    it.each(['asc', 'desc'] as const)(
      'walks every page %s forward with next_cursor and back with prev_cursor, as OFFSET does',
      async (order) => {
        const plain: string[][] = [];
        const totals: number[] = [];
        for (let n = 1; n <= 25; n++) {
          const answer = await page(list(order), n, order);
          plain.push(answer.data);
          totals.push(answer.meta.total);
        }
        const last = plain.findIndex((rows) => rows.length === 0);
        let current = await page(list(order), 1, order);
        let seeks = 0;
        for (let n = 2; n < last + 1; n++) {
          statements.length = 0;
          current = await pageFrom(order, n, { after: current.meta.next_cursor });
          expect([n, current.data, current.meta.total]).toEqual([n, plain[n - 1], totals[n - 1]]);
          if (statements.some(strictSeek)) seeks++;
        }
        for (let n = last - 1; n >= 1; n--) {
          statements.length = 0;
          current = await pageFrom(order, n, { before: current.meta.prev_cursor });
          expect([n, current.data, current.meta.total]).toEqual([n, plain[n - 1], totals[n - 1]]);
          if (statements.some(strictSeek)) seeks++;
        }
        // Every page is sought from its cursor (OFFSET only checks a short answer where blanks may follow).
        expect(seeks).toBe(2 * (last - 1));
      },
    );

    it('continues right after the last row shown when rows are added before it, where OFFSET would repeat one', async () => {
      const third = await page(list('asc'), 3, 'asc');
      await db.query("INSERT INTO t VALUES ('0000', 'a', false)");
      try {
        statements.length = 0;
        const fourth = await pageFrom('asc', 4, { after: third.meta.next_cursor });
        expect(statements.some(strictSeek)).toBe(true);
        const byOffset = await page(list('asc'), 4, 'asc');
        // OFFSET shows the last row of page 3 again; the cursor starts with the row that followed it.
        expect(byOffset.data[0]).toBe(third.data[6]);
        expect(fourth.data).toEqual([...byOffset.data.slice(1), (await page(list('asc'), 5, 'asc')).data[0]]);
      } finally {
        await db.query("DELETE FROM t WHERE id = '0000'");
      }
    });

    it('answers the page number with OFFSET when the rows before a cursor are fewer than a page', async () => {
      const second = await page(list('asc'), 2, 'asc');
      await db.query('UPDATE t SET hidden = true WHERE id = (SELECT id FROM t WHERE NOT hidden ORDER BY sort_value, id LIMIT 1)');
      try {
        const first = await pageFrom('asc', 1, { before: second.meta.prev_cursor });
        expect(first.data).toEqual((await page(list('asc'), 1, 'asc')).data);
        expect(first.data).toHaveLength(7);
      } finally {
        await db.query('UPDATE t SET hidden = (id::int % 5 = 0)');
      }
    });

    it('counts a deep cursor page from its own first row, capped as a page by number is', async () => {
      await db.query('CREATE TABLE big (id text PRIMARY KEY, sort_value text, hidden boolean NOT NULL)');
      await db.query(
        "INSERT INTO big SELECT lpad(n::text, 5, '0'), CASE WHEN n % 7 = 0 THEN NULL ELSE 'v' || (n % 300) END, false FROM generate_series(1, 3500) AS n",
      );
      try {
        for (const order of ['asc', 'desc'] as const) {
          const sql = { ...list(order), from: 'big' };
          const byNumber = (n: number, cursor: { after?: string } = {}) =>
            queryPage(spy, sql, { page: n, per_page: 10, sort: 'sort_value', order, ...cursor }, (row: { id: string }) => row.id);
          for (const n of [2, 100, 251, 340, 350]) {
            const before = await byNumber(n - 1);
            const expected = await byNumber(n);
            statements.length = 0;
            const fromCursor = await byNumber(n, { after: before.meta.next_cursor });
            expect([order, n, fromCursor.data, fromCursor.meta.total, fromCursor.meta.total_capped]).toEqual([
              order,
              n,
              expected.data,
              expected.meta.total,
              expected.meta.total_capped,
            ]);
            // The count starts from the page, not from the top of the list, while a whole window (1,001 rows) follows
            // in one range (not among the 500 blanks that open a descending list, nor near the end), and is made by
            // the page's own statement.
            const fromTop = statements.filter(
              (text) => text.includes('count(*)') && !/AND \(sort_value, id\)|AND sort_value IS NULL/.test(text),
            );
            const blanksFirst = order === 'desc' && n * 10 <= 500;
            if (n < 250 && !blanksFirst) expect([order, n, fromTop, statements.length]).toEqual([order, n, [], 1]);
          }
        }
      } finally {
        await db.query('DROP TABLE big');
      }
    });

    it('refuses a cursor of another sort or direction, or one that is not a cursor, with an Italian message', async () => {
      const first = await page(list('asc'), 1, 'asc');
      const refused = (cursor: { after?: string; before?: string }, order: 'asc' | 'desc' = 'asc') =>
        pageFrom(order, 2, cursor).then(
          () => null,
          (error: { message: string; fieldErrors: Record<string, string[]> }) => [error.message, Object.keys(error.fieldErrors)],
        );
      const message = "Posizione nell'elenco non valida: tornare alla prima pagina";
      expect(await refused({ after: first.meta.next_cursor }, 'desc')).toEqual([message, ['after']]);
      expect(await refused({ before: 'bm9uIMOoIHVuIGN1cnNvcmU' })).toEqual([message, ['before']]);
      const forged = Buffer.from(JSON.stringify(['sort_value', 'asc', { x: 1 }, '0001'])).toString('base64url');
      expect(await refused({ after: forged })).toEqual([message, ['after']]);
      const otherSort = Buffer.from(JSON.stringify(['name', 'asc', 'v1', '0001'])).toString('base64url');
      expect(await refused({ after: otherSort })).toEqual([message, ['after']]);
    });
  });
});
