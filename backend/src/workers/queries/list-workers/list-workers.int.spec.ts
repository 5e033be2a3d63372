import type { WorkerListRow, Database } from '@tutela/contracts';
import { WORKER_NAME_TEXT_SQL, workerSearchFilter, workerSearchKey, workerSearchText } from '@tutela/projections';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { TenantScope as WorkerScope } from '@tutela/contracts';
import { ListWorkersHandler } from './list-workers.handler';
import { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { ListWorkersQuery } from './list-workers.query';
import { ListWorkersRequestDto } from './list-workers.request.dto';
import { searchUsesIndex } from '../../../http/paging/like-pattern';
import { ALL, WORKERS, seedWorkersList, walkWorkers, type Seed } from './testing/workers-list-seed';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(testDatabases())('workers list paging on $label', (factory) => {
  let db: Database;
  let handler: ListWorkersHandler;

  const walk = (query: Partial<ListWorkersRequestDto>, scope = ALL) => walkWorkers(handler, query, scope);

  beforeAll(async () => {
    db = await factory.create();
    await seedWorkersList(db);
    handler = new ListWorkersHandler(db, new ListPagingCache(null, []));
  }, 60_000);
  afterAll(() => db.close());

  const byName = (a: Seed, b: Seed) =>
    compare(`${a.last} ${a.first}`.toLowerCase(), `${b.last} ${b.first}`.toLowerCase()) || compare(a.id, b.id);
  const active = WORKERS.filter((w) => !w.resigned);

  it('walks every page by name both ways: each active worker once, in order', async () => {
    // lower() keeps the accent: 'àlberti' sorts after the plain letters in the database's order, so compare
    // with what the database itself says for names, and check the ties and completeness here.
    const ascending = await walk({ sort: 'name', order: 'asc' });
    expect(new Set(ascending).size).toBe(active.length);
    expect([...ascending].sort()).toEqual(active.map((w) => w.id).sort());
    const plain = active
      .filter((w) => !w.last.startsWith('À'))
      .sort(byName)
      .map((w) => w.id);
    expect(ascending.filter((id) => plain.includes(id))).toEqual(plain);
    expect(await walk({ sort: 'name', order: 'desc' })).toEqual([...ascending].reverse());
  });

  it('gives the same pages from the anchors it learns as by skipping rows, every sort both ways', async () => {
    // The server's handler keeps counts and page starts (ListPagingCache): a walk with it, and a second walk
    // that starts every page from an anchor, must give exactly the plain walk.
    const plain = handler;
    const learning = new ListWorkersHandler(db, new ListPagingCache({ onCommit: () => () => undefined }, ['workers'], 0));
    for (const sort of ['name', 'birth_date', 'fiscal_code'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const query = { sort, order, hide_inactive: '0' as const };
        handler = plain;
        const expected = await walk(query);
        handler = learning;
        expect([sort, order, await walk(query)]).toEqual([sort, order, expected]);
        expect([sort, order, await walk(query)]).toEqual([sort, order, expected]);
        // A quick search's names are looked up once and kept: the second walk reuses them.
        const searched = { ...query, search: 'bru' };
        handler = plain;
        const found = await walk(searched);
        expect(found.length).toBeGreaterThan(3);
        handler = learning;
        expect([sort, order, await walk(searched)]).toEqual([sort, order, found]);
        expect([sort, order, await walk(searched)]).toEqual([sort, order, found]);
      }
    }
    handler = plain;
  });

  it("gives the same pages from the cursors it answers (keyset paging) as by skipping rows, every sort both ways, a company's and a factory's too", async () => {
    const sorts = ['name', 'birth_date', 'fiscal_code', 'company_name', 'factory_name', 'job_name', 'next_visit'] as const;
    const filters = [{}, { customer_id: 'c1' }, { factory_id: 'c2-f1' }, { contract: 'INDETERMINATO' }];
    for (const sort of sorts) {
      for (const order of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          const query = { sort, order, hide_inactive: '0' as const, ...filter };
          const expected = await walk(query);
          const ids: string[] = [];
          let after: string | undefined;
          for (let page = 1; ; page++) {
            const params = Object.assign(new ListWorkersRequestDto(), { per_page: 10, ...query, page, ...(after ? { after } : {}) });
            const answer = await handler.execute(new ListWorkersQuery(params, ALL));
            ids.push(...answer.data.map((row: WorkerListRow) => row.id));
            if (answer.data.length < 10) break;
            expect(answer.meta.next_cursor).toEqual(expect.any(String));
            after = answer.meta.next_cursor;
          }
          expect([sort, order, filter, ids]).toEqual([sort, order, filter, expected]);
        }
      }
    }
  });

  it('sorts by birth date with the missing ones as the highest: last going up, first going down, resigned included on request', async () => {
    const everyone = [...WORKERS];
    const withDate = everyone.filter((w) => w.birth !== null);
    const without = everyone.filter((w) => w.birth === null);
    const asc = [...withDate].sort((a, b) => compare(a.birth!, b.birth!) || compare(a.id, b.id));
    const nullsAsc = [...without].sort((a, b) => compare(a.id, b.id));
    expect(await walk({ sort: 'birth_date', order: 'asc', hide_inactive: '0' })).toEqual([...asc, ...nullsAsc].map((w) => w.id));
    // Descending is exactly the ascending walk reversed (the same index read backward).
    expect(await walk({ sort: 'birth_date', order: 'desc', hide_inactive: '0' })).toEqual([...asc, ...nullsAsc].reverse().map((w) => w.id));
  });

  it("filters by factory: that factory's workers only, in order, and none for a factory without workers", async () => {
    for (const factoryId of ['c1-f0', 'c2-f1']) {
      const expected = active
        .filter((w) => w.factory === factoryId)
        .sort(byName)
        .map((w) => w.id);
      expect(expected.length).toBeGreaterThan(3);
      const plain = active.filter((w) => w.factory === factoryId && !w.last.startsWith('À')).map((w) => w.id);
      const walked = await walk({ sort: 'name', factory_id: factoryId });
      expect([...walked].sort()).toEqual([...expected].sort());
      expect(walked.filter((id) => plain.includes(id))).toEqual(expected.filter((id) => plain.includes(id)));
      expect(await walk({ sort: 'birth_date', order: 'desc', factory_id: factoryId, customer_id: 'c2' })).toEqual(
        factoryId.startsWith('c2') ? await walk({ sort: 'birth_date', order: 'desc', factory_id: factoryId }) : [],
      );
    }
    expect(await walk({ sort: 'name', factory_id: 'c1-f9' })).toEqual([]);
  });

  it('keeps a customer-side scope of one or several customers and factories, whatever the sort', async () => {
    // One customer or factory is written as an equality (addTenantConditions), several as a list.
    const scoped = (customers: string[], factories: string[] | null) =>
      active
        .filter((w) => customers.includes(w.customer) && (!factories || (w.factory !== null && factories.includes(w.factory))))
        .map((w) => w.id)
        .sort();
    const cases: [string[], string[] | null][] = [
      [['c2'], null],
      [['c1', 'c2'], null],
      [['c1'], ['c1-f1']],
      [
        ['c1', 'c2'],
        ['c1-f0', 'c2-f1'],
      ],
      [[], null],
    ];
    for (const [customerIds, factoryIds] of cases) {
      const scope: WorkerScope = { entityId: 'e1', customerIds, factoryIds };
      for (const sort of ['name', 'birth_date'] as const) {
        const ids = await walk({ sort, order: 'desc' }, scope);
        expect([customerIds, factoryIds, sort, [...ids].sort()]).toEqual([customerIds, factoryIds, sort, scoped(customerIds, factoryIds)]);
      }
    }
  });

  it("finds by quick search exactly the workers whose name or tax code contains the text, in the list's order, every sort both ways", async () => {
    const byId = new Map(WORKERS.map((w) => [w.id, w]));
    const matches = (id: string, text: string) => {
      const w = byId.get(id) as Seed;
      return workerSearchText({ first_name: w.first, last_name: w.last, fiscal_code: w.fiscal }).includes(workerSearchKey(text));
    };
    // Names only, both name orders, inside a name, a tax code only, names and tax codes, one of two names
    // sharing a "last first", accents and case, and nothing at all.
    const texts = ['rossi', 'nome1 rossi', 'conti nome2', 'ossi', 'zzq0', 'bru', 'bruxxx80a01h017z', 'anna de rossi', 'ÀLBERTI', 'nessuno'];
    for (const [sort, order] of [
      ['name', 'asc'],
      ['name', 'desc'],
      ['birth_date', 'asc'],
      ['birth_date', 'desc'],
      ['fiscal_code', 'asc'],
    ] as const) {
      const everyone = await walk({ sort, order, hide_inactive: '0' });
      for (const search of texts) {
        const expected = everyone.filter((id) => matches(id, search));
        expect([sort, order, search, await walk({ sort, order, hide_inactive: '0', search })]).toEqual([sort, order, search, expected]);
      }
    }
    expect(await walk({ sort: 'name', search: 'anna de rossi' })).toEqual(['w-amb-b']);
    expect(await walk({ sort: 'name', search: 'BRUXXX80A01H017Z' })).toHaveLength(1);
    // Inside one company the matches are fetched and sorted: the same rows, in the same order.
    for (const search of ['rossi', 'bru', 'nome2']) {
      const company = (await walk({ sort: 'name', customer_id: 'c1' })).filter((id) => matches(id, search));
      expect([search, await walk({ sort: 'name', customer_id: 'c1', search })]).toEqual([search, company]);
    }
    expect((await walk({ sort: 'name', search: 'bru' })).filter((id) => byId.get(id)?.last !== 'Bruno').length).toBeGreaterThan(0);
  });

  it('keeps the plain search when the names do not narrow it: many names, or a text in many tax codes', async () => {
    const few = await workerSearchFilter(db, 'rossi', 9);
    expect(few).toEqual({
      sql: expect.stringContaining('= ANY($9::text[])'),
      params: [expect.arrayContaining(['rossi nome0', 'de rossi anna'])],
      searching: false,
      narrowed: true,
    });
    // "de rossi anna" is two names, and only one contains the text: the row's own text is checked too.
    expect(await workerSearchFilter(db, 'anna de rossi', 9)).toEqual({
      sql: "(lower(last_name || ' ' || first_name) = ANY($9::text[]) AND search_text LIKE $10)",
      params: [['de rossi anna'], '%anna de rossi%'],
      searching: false,
      narrowed: true,
    });
    // A whole tax code is looked up by equality (the code is stored upper case); a text with a space is no code.
    expect(await workerSearchFilter(db, 'bruxxx80a01h017z', 9)).toEqual({
      sql: 'id = ANY($9::text[])',
      params: [[expect.any(String)]],
      searching: false,
      narrowed: true,
    });
    expect(await workerSearchFilter(db, 'bruxxx80a01h017z1', 9)).toEqual({ sql: 'FALSE', params: [], searching: false, narrowed: true });
    expect(await workerSearchFilter(db, 'rossi', 9, { limits: { names: 2, fiscalCodes: 100 } })).toEqual({
      sql: 'search_text LIKE $9',
      params: ['%rossi%'],
      searching: false,
      narrowed: false,
    });
    // A text in many tax codes tests the tax code itself (its trigram index), beside the names, fetched and sorted.
    expect(await workerSearchFilter(db, 'zzq', 9, { limits: { names: 2_000, fiscalCodes: 3 } })).toEqual({
      sql: 'lower(fiscal_code) LIKE $9',
      params: ['%zzq%'],
      searching: true,
      narrowed: false,
    });
    expect(await workerSearchFilter(db, 'bru', 9, { limits: { names: 2_000, fiscalCodes: 1 } })).toEqual({
      sql: "(lower(last_name || ' ' || first_name) = ANY($9::text[]) OR lower(fiscal_code) LIKE $10)",
      params: [expect.arrayContaining(['bruno nome1']), '%bru%'],
      searching: true,
      narrowed: false,
    });
    expect(await workerSearchFilter(db, 'nessuno', 9)).toEqual({ sql: 'FALSE', params: [], searching: false, narrowed: true });
    expect(await workerSearchFilter(db, '  ', 9)).toEqual({ sql: 'TRUE', params: [], searching: false, narrowed: false });
    // Two letters: looked up in the names only, like a longer text's names; in too many, the names' own text is tested.
    expect(await workerSearchFilter(db, 'ro', 9)).toEqual({
      sql: "lower(last_name || ' ' || first_name) = ANY($9::text[])",
      params: [expect.arrayContaining(['rossi nome0', 'de rossi anna'])],
      searching: false,
      narrowed: true,
    });
    expect(await workerSearchFilter(db, 'ro', 9, { limits: { names: 2, fiscalCodes: 100 } })).toEqual({
      sql: `${WORKER_NAME_TEXT_SQL('search_text')} LIKE $9`,
      params: ['%ro%'],
      searching: false,
      narrowed: false,
    });
    // Digits of a tax code are no name.
    expect(await workerSearchFilter(db, '80', 9)).toEqual({ sql: 'FALSE', params: [], searching: false, narrowed: true });
  });

  it('finds the same workers whichever way the text is looked up: names, tax codes, their fallbacks', async () => {
    // A text without three letters or digits in a row is looked for in the names only.
    const searched = (w: Seed, text: string) =>
      searchUsesIndex(text)
        ? workerSearchText({ first_name: w.first, last_name: w.last, fiscal_code: w.fiscal })
        : workerSearchKey(`${w.first} ${w.last} | ${w.last} ${w.first}`);
    const expected = (text: string) =>
      WORKERS.filter((w) => searched(w, text).includes(workerSearchKey(text)))
        .map((w) => w.id)
        .sort();
    const found = async (text: string, limits: { names: number; fiscalCodes: number }) => {
      const filter = await workerSearchFilter(db, text, 1, { limits });
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM workers WHERE ${filter.sql} ORDER BY id`, filter.params);
      return rows.map((row) => row.id);
    };
    const limits = [
      { names: 2_000, fiscalCodes: 100 },
      { names: 2_000, fiscalCodes: 1 },
      { names: 1, fiscalCodes: 100 },
      { names: 1, fiscalCodes: 1 },
    ];
    for (const text of ['rossi', 'bru', 'zzq', 'zzq0', 'anna de rossi', 'ossi', 'ÀLBERTI', 'nessuno', 'ro', 'a', 'i r', '80', 'zz', 'à']) {
      for (const limit of limits) expect([text, limit, await found(text, limit)]).toEqual([text, limit, expected(text)]);
    }
  });

  it('pages a quick search and keeps the caller scope', async () => {
    const rossi = active
      .filter((w) => w.last === 'Rossi' && w.customer === 'c1')
      .sort(byName)
      .map((w) => w.id);
    expect(rossi.length).toBeGreaterThan(10);
    const scope: WorkerScope = {
      entityId: 'e1',
      customerIds: ['c1'],
      factoryIds: null,
    };
    expect(await walk({ sort: 'name', search: 'ROSSI' }, scope)).toEqual(rossi);
    // A text no name or tax code contains answers an empty page, counted as such.
    const none = Object.assign(new ListWorkersRequestDto(), { per_page: 10, page: 2, search: 'nessuno' });
    expect(await handler.execute(new ListWorkersQuery(none, ALL))).toEqual({
      data: [],
      meta: { total: 0, page: 2, per_page: 10, sort: 'name', order: 'asc' },
    });
    // Accents ignored: 'alberti' finds 'Àlberti'.
    const alberti = active.filter((w) => fold(w.last) === 'alberti').map((w) => w.id);
    expect((await walk({ sort: 'name', search: 'alberti' })).sort()).toEqual(alberti.sort());
    expect(await walk({ sort: 'name' }, { entityId: 'e2', customerIds: null, factoryIds: null })).toEqual([]);
  });
});
