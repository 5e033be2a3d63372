import type { WorkerListRow, Database } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { statementSpy } from '../../../http/paging/testing/statement-spy';
import { ListWorkersHandler } from './list-workers.handler';
import { ListWorkersQuery } from './list-workers.query';
import { ListWorkersRequestDto } from './list-workers.request.dto';
import { ALL, seedWorkersList, walkWorkers } from './testing/workers-list-seed';

/**
 * A quick search narrowed to its names, in name order, read from a row (a kept page start, a client's cursor): the
 * page also bounds the name by the row's, so the index scan skips the listed names before it (anchoredKeys).
 */
describe.each(testDatabases())("a name search's pages read from a row on $label", (factory) => {
  let db: Database;
  let handler: ListWorkersHandler;
  const walk = (query: Partial<ListWorkersRequestDto>) => walkWorkers(handler, query);

  beforeAll(async () => {
    db = await factory.create();
    await seedWorkersList(db);
    handler = new ListWorkersHandler(db, new ListPagingCache(null, []));
  }, 60_000);
  afterAll(() => db.close());

  it("reads a name search's pages from page starts and cursors bounded by the row's name, both ways, as OFFSET answers them", async () => {
    // "o" (too short for a tax code): many of the names, so the walk starts past some of them on every page.
    const statements: string[] = [];
    const plain = handler;
    const learning = new ListWorkersHandler(
      statementSpy(db, statements),
      new ListPagingCache({ onCommit: () => () => undefined }, ['workers'], 0),
    );
    for (const search of ['o', 'rossi', 'nome1']) {
      for (const order of ['asc', 'desc'] as const) {
        const query = { sort: 'name' as const, order, hide_inactive: '0' as const, search };
        handler = plain;
        const expected = await walk(query);
        handler = learning;
        statements.length = 0;
        expect([search, order, await walk(query)]).toEqual([search, order, expected]);
        expect([search, order, await walk(query)]).toEqual([search, order, expected]);
        const bound = `lower(last_name || ' ' || first_name) ${order === 'asc' ? '>=' : '<='} $`;
        if (expected.length > 10) expect([search, order, statements.some((text) => text.includes(bound))]).toEqual([search, order, true]);
        // A client's cursors: forward to the end, then from the last page back one.
        const forward: string[] = [];
        const answers: { data: WorkerListRow[]; meta: { prev_cursor?: string; next_cursor?: string } }[] = [];
        let after: string | undefined;
        for (let page = 1; ; page++) {
          const params = Object.assign(new ListWorkersRequestDto(), { ...query, page, ...(after ? { after } : {}) });
          const answer = await learning.execute(new ListWorkersQuery(params, ALL));
          forward.push(...answer.data.map((row: WorkerListRow) => row.id));
          answers.push(answer);
          if (answer.data.length < 10 || !answer.meta.next_cursor) break;
          after = answer.meta.next_cursor;
        }
        expect([search, order, forward]).toEqual([search, order, expected]);
        const last = answers.length - 1;
        if (last >= 2 && answers[last].meta.prev_cursor) {
          const params = Object.assign(new ListWorkersRequestDto(), { ...query, page: last, before: answers[last].meta.prev_cursor });
          const back = await learning.execute(new ListWorkersQuery(params, ALL));
          expect([search, order, back.data.map((row: WorkerListRow) => row.id)]).toEqual([
            search,
            order,
            answers[last - 1].data.map((row) => row.id),
          ]);
        }
      }
    }
    handler = plain;
  });
});
