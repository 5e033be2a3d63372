import { testDatabases } from '../testing/test-databases';
import type { Sql } from './database';
import { COPY_MIN_ROWS, insertNewRows, insertRecordset, type RecordsetColumn } from './recordset-sql';

const COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['name', 'text'],
  ['tags', 'text[]'],
  ['data', 'jsonb'],
  ['active', 'boolean'],
  ['at', 'timestamptz'],
  ['n', 'bigint'],
];
const TABLE = `CREATE TABLE t (id text PRIMARY KEY, name text, tags text[], data jsonb, active boolean, at timestamptz, n bigint)`;

/** Values that COPY's text format must escape or tell apart: tabs, new lines, backslashes, quotes, NULL-like text. */
const AWKWARD = [
  { name: 'tab\there', tags: ['a,b', '{c}', 'NULL', 'say "hi"'], data: { note: 'line\nbreak', path: 'C:\\dir' } },
  { name: 'back\\slash \\N', tags: [], data: [] },
  { name: 'ritorno\r\na capo', tags: ['back\\slash', ' spaced '], data: { nested: { deep: [1, null, 'x'] } } },
  { name: 'Niccolò Dell’Acqua 🚑', tags: ['è', ''], data: { emoji: '🚑', quote: "l'art. 41" } },
  { name: null, tags: null, data: null },
  { name: '\\.', tags: ['\\.'], data: '\\.' },
];

function rows(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => ({
    id: `w-${offset + index}`,
    ...AWKWARD[index % AWKWARD.length],
    active: index % 3 === 0 ? null : index % 2 === 0,
    at: index % 4 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    n: index % 5 === 0 ? null : index * 1_000_003,
  }));
}

/** The transaction with its COPYs counted: the server's driver copies, PGlite's has no COPY and inserts. */
function counting(tx: Sql, copies: { n: number }): Sql {
  const copyFrom = tx.copyFrom?.bind(tx);
  return {
    query: tx.query.bind(tx),
    ...(copyFrom && {
      copyFrom: (statement: string, data: Iterable<string>) => {
        copies.n++;
        return copyFrom(statement, data);
      },
    }),
  };
}

describe.each(testDatabases())('insertNewRows on $label', (factory) => {
  const copiesExpected = factory.label === 'postgres' ? 1 : 0;

  it('stores a large batch exactly as INSERT from json_to_recordset stores it', async () => {
    const db = await factory.create();
    try {
      await db.query(TABLE);
      await db.query(TABLE.replace('TABLE t', 'TABLE expected'));
      // Several of COPY's chunks (copyChunks sends 1,000 rows at a time).
      const batch = rows(2_507);
      const copies = { n: 0 };
      await db.transaction((tx) => insertNewRows(counting(tx, copies), 't', COLUMNS, batch, 'ON CONFLICT (id) DO NOTHING'));
      await db.transaction((tx) => insertRecordset(tx, 'expected', COLUMNS, batch));
      expect(copies.n).toBe(copiesExpected);
      const differences = await db.query(
        'SELECT count(*)::int AS n FROM ((TABLE t EXCEPT ALL TABLE expected) UNION ALL (TABLE expected EXCEPT ALL TABLE t)) d',
      );
      expect(differences.rows[0]).toEqual({ n: 0 });
      expect((await db.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: batch.length });
    } finally {
      await db.close();
    }
  });

  it('keeps a row that already exists and still adds the others of the batch (the ON CONFLICT clause applies)', async () => {
    const db = await factory.create();
    try {
      await db.query(TABLE);
      await db.query("INSERT INTO t (id, name) VALUES ('w-3', 'già presente')");
      const batch = rows(COPY_MIN_ROWS + 1);
      const copies = { n: 0 };
      await db.transaction(async (tx) => {
        await insertNewRows(counting(tx, copies), 't', COLUMNS, batch, 'ON CONFLICT (id) DO NOTHING');
        // The transaction is still usable after the savepoint was rolled back.
        await tx.query("INSERT INTO t (id, name) VALUES ('after', 'dopo')");
      });
      const { rows: stored } = await db.query<{ n: number; kept: string }>(
        "SELECT count(*)::int AS n, max(name) FILTER (WHERE id = 'w-3') AS kept FROM t",
      );
      expect(stored[0]).toEqual({ n: batch.length + 1, kept: 'già presente' });
      expect(copies.n).toBe(copiesExpected);
    } finally {
      await db.close();
    }
  });

  it('sends a small batch through INSERT', async () => {
    const db = await factory.create();
    try {
      await db.query(TABLE);
      const copies = { n: 0 };
      await db.transaction((tx) => insertNewRows(counting(tx, copies), 't', COLUMNS, rows(COPY_MIN_ROWS - 1), ''));
      expect(copies.n).toBe(0);
      expect((await db.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: COPY_MIN_ROWS - 1 });
    } finally {
      await db.close();
    }
  });

  it('fails the batch on an error other than a duplicate key, without falling back', async () => {
    const db = await factory.create();
    try {
      // A value of the batch that the table refuses: a tab inside the name.
      await db.query(TABLE.replace('name text', () => 'name text CHECK (strpos(name, chr(9)) = 0)'));
      await expect(
        db.transaction((tx) => insertNewRows(tx, 't', COLUMNS, rows(COPY_MIN_ROWS), 'ON CONFLICT (id) DO NOTHING')),
      ).rejects.toThrow(/check constraint/);
      expect((await db.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  });
});
