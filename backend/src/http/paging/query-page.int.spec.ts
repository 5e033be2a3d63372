import { COUNT_AHEAD } from '@tutela/contracts';
import { PgliteDatabase } from '@tutela/projections';
import { ListPagingCache } from './list-paging-cache';
import { pageStatements } from './page-statements';
import { queryPage, type PageSql } from './query-page';
import { statementSpy } from './testing/statement-spy';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

describe('queryPage', () => {
  let db: PgliteDatabase;
  const rows = COUNT_AHEAD + 500;

  beforeAll(async () => {
    db = await emptyPglite();
    await db.query('CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL)');
    // Names repeat every 7 rows: ties that only the id tie-break orders.
    await db.query(`INSERT INTO t SELECT n, 'nome ' || (n % 7) FROM generate_series(1, ${rows}) AS n`);
  });
  afterAll(() => db.close());

  const list = (where = 'true', params: unknown[] = []): PageSql => ({
    select: 'id, name',
    from: 't',
    where,
    params,
    orderBy: 'name DESC, id DESC',
  });
  const request = (page: number, per_page = 10) => ({
    page,
    per_page,
    sort: 'name',
    order: 'desc' as const,
  });

  it('counts no further than COUNT_AHEAD rows past the page and says so', async () => {
    const first = await queryPage(db, list(), request(1), (row) => row);
    expect(first.meta).toEqual({
      total: COUNT_AHEAD,
      total_capped: true,
      page: 1,
      per_page: 10,
      sort: 'name',
      order: 'desc',
    });
    expect(first.data).toHaveLength(10);
    // Deep enough that the window reaches the end: the count is exact again.
    const deep = await queryPage(db, list(), request(60), (row) => row);
    expect(deep.meta.total).toBe(rows);
    expect(deep.meta.total_capped).toBeUndefined();
  });

  it('answers the same total for every shape of page, a page past the end and a search included', async () => {
    const where = 'name ILIKE $1';
    const shapes: [string, PageSql][] = [
      ['plain', list(where, ['%3%'])],
      ['keyed', { ...list(where, ['%3%']), key: 'id' }],
      ['search', { ...list(where, ['%3%']), searching: true }],
      ['keyed search', { ...list(where, ['%3%']), searching: true, key: 'id' }],
    ];
    const matches = Math.floor((rows + 4) / 7);
    for (const [shape, sql] of shapes) {
      const page = await queryPage(db, sql, request(2, 10), (row) => row);
      expect([shape, page.meta.total, page.data.length]).toEqual([shape, matches, 10]);
      // The count's column stays inside queryPage.
      expect(page.data.filter((row) => 'page_total' in (row as object))).toEqual([]);
      // Past the last row: no row carries the count, which is asked on its own.
      const past = await queryPage(db, sql, request(1000, 10), (row) => row);
      expect([shape, past.meta.total, past.data]).toEqual([shape, matches, []]);
    }
  });

  it('counts once while the read model is unchanged, and again after a commit', async () => {
    let listener: ((projector: string, events: null) => void) | null = null;
    const counts = new ListPagingCache({ onCommit: (l) => ((listener = l), () => undefined) }, ['t']);
    const statements: string[] = [];
    const spy = statementSpy(db, statements);
    const where = 'name ILIKE $1';
    const sql = { ...list(where, ['%3%']), key: 'id', paging: counts };
    const counted = (text: string) => /count\(\*\)/.test(text);
    const first = await queryPage(spy, sql, request(1), (row) => row);
    const again = await queryPage(spy, { ...sql, orderBy: 'id ASC' }, request(3), (row) => row);
    expect([first.meta.total, again.meta.total]).toEqual([214, 214]);
    expect(statements.map(counted)).toEqual([true, false]);
    // Another filter is another count.
    await queryPage(spy, { ...sql, params: ['%4%'] }, request(1), (row) => row);
    expect(statements.map(counted)).toEqual([true, false, true]);
    await db.query("INSERT INTO t VALUES (100000, 'nome 3')");
    try {
      listener!('t', null);
      const after = await queryPage(spy, sql, request(1), (row) => row);
      expect([after.meta.total, counted(statements[statements.length - 1])]).toEqual([215, true]);
    } finally {
      await db.query('DELETE FROM t WHERE id = 100000');
    }
  });

  it('answers the same question asked at once by several clients with one computation, and a question after a commit anew', async () => {
    let listener: ((projector: string, events: null) => void) | null = null;
    const paging = new ListPagingCache({ onCommit: (l) => ((listener = l), () => undefined) }, ['t']);
    const statements: string[] = [];
    const spy = statementSpy(db, statements);
    const sql = { ...list('name ILIKE $1', ['%3%']), key: 'id', paging };
    const alone = await queryPage(db, { ...sql, paging: undefined }, request(20), (row) => row);
    const asked = [request(20), request(20), request(20), request(21)].map((page, client) =>
      // Each client maps the rows its own way: the shared answer is the rows, not a client's view of them.
      queryPage(spy, sql, page, (row: { id: number }) => ({ client, id: row.id })),
    );
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.data[0].client)).toEqual([0, 1, 2, 3]);
    expect(answers.slice(0, 3).map((answer) => answer.data.map((row) => row.id))).toEqual(
      Array(3).fill(alone.data.map((row) => (row as { id: number }).id)),
    );
    expect(answers[0].meta).toEqual(alone.meta);
    // Page 20 asked three times and page 21 once: two computations (each one statement: page and count together).
    expect(statements).toHaveLength(2);
    // A commit while a question runs: a client asking after it does not get the answer read before it.
    await db.query("INSERT INTO t VALUES (0, 'nome 3')");
    try {
      const before = queryPage(spy, { ...sql, params: ['%nome 3%'] }, request(1), (row) => row);
      listener!('t', null);
      const after = queryPage(spy, { ...sql, params: ['%nome 3%'] }, request(1), (row) => row);
      const [first, second] = await Promise.all([before, after]);
      expect(statements).toHaveLength(4);
      expect(second.meta.total).toBe(first.meta.total);
    } finally {
      await db.query('DELETE FROM t WHERE id = 0');
    }
    // Once answered, the next question computes again (what is kept is the count and the page starts).
    await queryPage(spy, sql, request(20), (row) => row);
    expect(statements).toHaveLength(5);
  });

  it('always lets a page-by-page walk reach the next page while rows remain', async () => {
    const answer = await queryPage(db, list(), request(100, 10), (row) => row);
    expect(answer.meta.total).toBeGreaterThan(100 * 10);
  });

  it('gives a search the same rows in the same order whether it sorts the matches or walks the sort index', async () => {
    const where = 'name ILIKE $1';
    const walked = await queryPage(db, list(where, ['%3%']), request(3, 20), (row) => row);
    const sorted = await queryPage(
      db,
      { ...list(where, ['%3%']), searching: true },
      request(3, 20),
      (row: { id: number; name: string }) => ({ id: row.id, name: row.name }),
    );
    expect(sorted.data).toEqual(walked.data);
    expect(sorted.data).toHaveLength(20);
    expect(sorted.meta).toEqual(walked.meta);
    // Many matches (more than the count's window): sorted all the same, same rows again.
    const many = await queryPage(
      db,
      { ...list('name ILIKE $1', ['%nome%']), searching: true },
      request(2, 20),
      (row: { id: number; name: string }) => ({ id: row.id, name: row.name }),
    );
    const manyWalked = await queryPage(db, list('name ILIKE $1', ['%nome%']), request(2, 20), (row) => row);
    expect(many.meta.total_capped).toBe(true);
    expect(many.data).toEqual(manyWalked.data);
  });

  it('gives the same pages when it finds the keys first, deep pages and searches included', async () => {
    for (const [sql, pageNo] of [
      [list(), 1],
      [list(), 57],
      [{ ...list('name ILIKE $1', ['%3%']), searching: true }, 3],
      [{ ...list('name ILIKE $1', ['%nome%']), searching: true }, 40],
    ] as const) {
      const plain = await queryPage(db, sql, request(pageNo, 20), (row: { id: number; name: string }) => ({ id: row.id, name: row.name }));
      const keyed = await queryPage(db, { ...sql, key: 'id' }, request(pageNo, 20), (row: { id: number; name: string }) => ({
        id: row.id,
        name: row.name,
      }));
      expect(keyed.data).toHaveLength(20);
      expect(keyed).toEqual(plain);
    }
  });

  it('sorts the matches on the ORDER BY expressions, commas inside function calls included', () => {
    const { page } = pageStatements(
      {
        select: 'id',
        from: 't',
        where: 'true',
        params: [],
        orderBy: 'lower(coalesce(name, id::text)) DESC NULLS LAST, id DESC',
        searching: true,
      },
      request(1),
    );
    expect(page.text).toContain('lower(coalesce(name, id::text)) AS sort_0, id AS sort_1');
    expect(page.text).toContain('ORDER BY sort_0 DESC NULLS LAST, sort_1 DESC');
  });
});
