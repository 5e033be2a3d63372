import type { Database } from '../database/database';
import { PgDatabase } from '../database/pg-database';
import { PgliteDatabase } from '../database/pglite-database';

export interface TestDatabaseFactory {
  /** 'pglite' or 'postgres'. */
  label: string;
  /** A fresh, empty database (a new PGlite instance, or a new schema on the server). */
  create(): Promise<Database>;
}

let schemaCounter = 0;

/**
 * The databases every storage test runs against: embedded PGlite always, the PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each server database is an isolated schema (search_path) dropped on close.
 */
export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [{ label: 'pglite', create: () => PgliteDatabase.open() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    factories.push({
      label: 'postgres',
      async create() {
        const schema = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
        const admin = PgDatabase.fromUrl(url);
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.close();
        const db = new PgDatabase({ connectionString: url, options: `-c search_path=${schema}` });
        const close = db.close.bind(db);
        db.close = async () => {
          await close();
          const cleanup = PgDatabase.fromUrl(url);
          await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await cleanup.close();
        };
        return db;
      },
    });
  } else {
    // Said once per test file so a run without a server is never mistaken for a full run.
    console.info('TEST_DATABASE_URL non impostato: test di storage solo su PGlite (server PostgreSQL saltato)');
  }
  return factories;
}
