import { CUSTOMERS_MIGRATIONS } from '../customers/customers-schema';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { USER_SORT_EXPRESSIONS } from './users-list-indexes';
import { USERS_MIGRATIONS } from './users-schema';

async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const migration of [...USERS_MIGRATIONS, ...CUSTOMERS_MIGRATIONS]) await tx.query(migration);
  });
}

async function plan(db: Database, sql: string, params: unknown[]): Promise<string> {
  // Without the sequential scan as an option the planner shows which index it can use for the statement.
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(testDatabases())('list indexes of the users read model on $label', (factory) => {
  it('creates the trigram search index and answers an accent-folded search from it', async () => {
    const db = await factory.create();
    try {
      await migrate(db);
      await migrate(db); // every start runs the migrations again
      await db.query(
        `INSERT INTO users (id, entity_id, email, first_name, last_name, created_at, updated_at, last_position)
         VALUES ('u1', 'e1', 'oscar@x.it', 'Òscar', 'Niccolò', now(), now(), 1), ('u2', 'e1', 'anna@x.it', 'Anna', 'Rossi', now(), now(), 2)`,
      );
      const search = async (pattern: string) =>
        (await db.query<{ id: string }>('SELECT id FROM users WHERE search_text ILIKE $1 ORDER BY id', [pattern])).rows;
      // Surname first or name first, accents folded on the stored side, e-mail too.
      expect(await search('%niccolo osc%')).toEqual([{ id: 'u1' }]);
      expect(await search('%oscar nic%')).toEqual([{ id: 'u1' }]);
      expect(await search('%ANNA@X%')).toEqual([{ id: 'u2' }]);
      // The parts never run into each other: "name surname" is not followed by "surname name".
      expect(await search('%rossi rossi%')).toEqual([]);
      expect(await search('%rossi%anna%')).toEqual([{ id: 'u2' }]);
      expect(await search('%rossi anna%')).toEqual([{ id: 'u2' }]);
      expect(await search('%anna rossi anna%')).toEqual([]);
      // An edit re-folds the stored column: the projector writes plain columns only.
      await db.query("UPDATE users SET last_name = 'Müller' WHERE id = 'u2'");
      expect(await search('%anna muller%')).toEqual([{ id: 'u2' }]);
      expect(await plan(db, 'SELECT id FROM users WHERE search_text ILIKE $1', ['%niccolo%'])).toContain('users_search_trgm_idx');
      const { rows: indexes } = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE tablename IN ('users', 'customers', 'entities') AND indexname LIKE '%trgm%' AND schemaname = current_schema() ORDER BY 1`,
      );
      expect(indexes.map((row) => row.indexname)).toEqual([
        'customers_search_trgm_idx',
        'entities_search_trgm_idx',
        'users_search_trgm_idx',
      ]);
    } finally {
      await db.close();
    }
  });

  it('walks a sort index in both directions, id included, instead of sorting', async () => {
    const db = await factory.create();
    try {
      await migrate(db);
      for (const [key, columns] of Object.entries(USER_SORT_EXPRESSIONS)) {
        for (const direction of ['ASC', 'DESC']) {
          const orderBy = [...columns, 'id'].map((expression) => `${expression} ${direction}`).join(', ');
          const text = await plan(db, `SELECT id FROM users ORDER BY ${orderBy} LIMIT 10`, []);
          expect(text).toContain(`users_sort_${key}_idx`);
          expect(text).not.toContain('Sort');
        }
      }
    } finally {
      await db.close();
    }
  });
});
