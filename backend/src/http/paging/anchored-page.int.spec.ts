import { PgliteDatabase } from "@tutela/projections";
import { ListPagingCache } from "./list-paging-cache";
import { queryPage, type PageSql } from "./query-page";

/**
 * Anchored pages (a seek to where a page starts, learnt from an earlier request) must be exactly the pages
 * OFFSET gives: both directions, blanks included, an anchor on a blank, pages reached in order, repeated, or a
 * few pages after the closest anchor.
 */
describe("anchored pages", () => {
  let db: PgliteDatabase;
  const statements: string[] = [];
  let spy: PgliteDatabase;

  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await db.query("CREATE TABLE t (id text PRIMARY KEY, sort_value text, hidden boolean NOT NULL)");
    await db.query("CREATE INDEX t_sort ON t (sort_value ASC NULLS LAST, id ASC)");
    // Values repeat (ties the id orders), one row in four has no value, one in five is filtered out.
    await db.query(
      `INSERT INTO t SELECT lpad(n::text, 4, '0'), CASE WHEN n % 4 = 0 THEN NULL ELSE 'v' || (n % 9) END, n % 5 = 0
         FROM generate_series(1, 203) AS n`,
    );
    spy = Object.create(db) as PgliteDatabase;
    spy.query = ((text: string, params?: unknown[]) => {
      statements.push(text);
      return db.query(text, params);
    }) as typeof db.query;
  });
  afterAll(() => db.close());

  const list = (order: "asc" | "desc", paging?: ListPagingCache): PageSql => ({
    select: "id, sort_value",
    from: "t",
    where: "NOT hidden",
    params: [],
    orderBy: order === "desc" ? "sort_value DESC NULLS FIRST, id DESC" : "sort_value ASC NULLS LAST, id ASC",
    key: "id",
    paging,
  });
  const cache = () => new ListPagingCache({ onCommit: () => () => undefined }, ["t"], 0);
  const page = (sql: PageSql, n: number, order: "asc" | "desc", perPage = 7) =>
    queryPage(spy, sql, { page: n, per_page: perPage, sort: "sort_value", order }, (row: { id: string }) => row.id);
  /** A statement that seeks from an anchor: a row comparison, or a range of the blanks, on the sort value and id. */
  const seeks = (text: string) => /\(sort_value, id\) [<>]= \(|sort_value IS NULL AND id [<>]= /.test(text);
  const anchored = () => statements.some(seeks);

  it.each(["asc", "desc"] as const)("walks every page %s in order from anchors exactly as OFFSET does", async (order) => {
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

  it.each(["asc", "desc"] as const)("jumps a few pages past its closest anchor, blanks included (%s)", async (order) => {
    const paging = cache();
    await page(list(order, paging), 3, order);
    for (const n of [4, 6, 9, 14, 20, 23]) {
      const plain = await page(list(order), n, order);
      expect([n, (await page(list(order, paging), n, order)).data]).toEqual([n, plain.data]);
    }
  });

  it("drops what it learnt when the table's projector commits", async () => {
    let commit: ((projector: string, events: null) => void) | null = null;
    const paging = new ListPagingCache({ onCommit: (listener) => ((commit = listener), () => undefined) }, ["t"], 0);
    await page(list("asc", paging), 3, "asc");
    statements.length = 0;
    await page(list("asc", paging), 3, "asc");
    expect(anchored()).toBe(true);
    await db.query("INSERT INTO t VALUES ('0000', 'a', false)");
    try {
      commit!("t", null);
      // A row before page 3 moved every row one place: OFFSET, not a stale anchor, gives the right page.
      statements.length = 0;
      const after = await page(list("asc", paging), 3, "asc");
      expect(after.data).toEqual((await page(list("asc"), 3, "asc")).data);
      expect(anchored()).toBe(false);
    } finally {
      await db.query("DELETE FROM t WHERE id = '0000'");
    }
  });
});
