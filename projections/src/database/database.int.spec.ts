import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('Database on $label', (factory) => {
  it('returns int8 as numbers and commits a transaction', async () => {
    const db = await factory.create();
    try {
      await db.query('CREATE TABLE t (id bigserial PRIMARY KEY, v text NOT NULL)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (v) VALUES ($1), ($2)', ['a', 'b']);
      });
      const { rows } = await db.query<{ id: number; n: number }>('SELECT max(id) AS id, count(*) AS n FROM t');
      expect(rows[0]).toEqual({ id: 2, n: 2 });
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back entirely', async () => {
    const db = await factory.create();
    try {
      await db.query('CREATE TABLE t (v text PRIMARY KEY)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO t VALUES ('x')");
          await tx.query("INSERT INTO t VALUES ('x')");
        }),
      ).rejects.toThrow();
      const { rows, rowCount } = await db.query('SELECT * FROM t');
      expect(rows).toEqual([]);
      expect(rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('counts returned rows for a SELECT and changed rows for an UPDATE, as node-postgres does', async () => {
    const db = await factory.create();
    try {
      await db.query('CREATE TABLE t (v int)');
      await db.query('INSERT INTO t VALUES (1), (2), (3)');
      expect((await db.query('SELECT * FROM t WHERE v > 1')).rowCount).toBe(2);
      expect((await db.query('UPDATE t SET v = v + 10 WHERE v < 3')).rowCount).toBe(2);
      expect((await db.query('DELETE FROM t WHERE v > 100')).rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('runs a named prepared statement again with new parameters (prepared once per connection on the server)', async () => {
    const db = await factory.create();
    try {
      const text = 'SELECT $1::int * 2 AS doubled';
      const results = await db.transaction(async (tx) => {
        const first = await tx.query<{ doubled: number }>(text, [2], { name: 'test_doubled' });
        const second = await tx.query<{ doubled: number }>(text, [21], { name: 'test_doubled' });
        const prepared =
          factory.label === 'postgres'
            ? (await tx.query<{ n: number }>("SELECT count(*) AS n FROM pg_prepared_statements WHERE name = 'test_doubled'")).rows[0].n
            : 1;
        return [first.rows[0].doubled, second.rows[0].doubled, prepared];
      });
      expect(results).toEqual([4, 42, 1]);
      expect((await db.query<{ doubled: number }>(text, [5], { name: 'test_doubled' })).rows[0].doubled).toBe(10);
    } finally {
      await db.close();
    }
  });

  it('delivers NOTIFY payloads to a listener', async () => {
    const db = await factory.create();
    try {
      const received: string[] = [];
      const stop = await db.listen('tutela_test', (payload) => received.push(payload));
      await db.query("SELECT pg_notify('tutela_test', 'ciao')");
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      await stop();
      expect(received).toEqual(['ciao']);
    } finally {
      await db.close();
    }
  });
});
