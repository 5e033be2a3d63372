import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../database/database';
import { PgDatabase } from '../database/pg-database';
import { PgliteDatabase } from '../database/pglite-database';
import { testRunDir } from './test-run';

export interface TestDatabaseFactory {
  /** 'pglite' or 'postgres'. */
  label: string;
  /** A fresh, empty database (a new PGlite instance, or a new schema on the server). */
  create(): Promise<Database>;
}

let schemaCounter = 0;

let emptyDump: Promise<Blob> | undefined;

/**
 * A new empty in-memory PGlite, loaded from a dump of one made once per test run: a PGlite made from nothing
 * runs initdb first, which took 2.3 times as long as loading its dump (6.2–6.3 s against 2.5–2.9 s, on a loaded
 * machine), and the suites make some hundred of them.
 */
export async function emptyPglite(): Promise<PgliteDatabase> {
  emptyDump ??= keptDump('pglite-empty.tar', async () => {
    const db = await PgliteDatabase.open();
    try {
      return await db.dump();
    } finally {
      await db.close();
    }
  });
  return PgliteDatabase.open(undefined, await emptyDump);
}

/**
 * A dump kept in the run's folder under `name`: read if there, else made and written there. Two jest workers
 * asking at once may both make it; the rename keeps one whole file.
 */
export async function keptDump(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = join(testRunDir(), name);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const dump = await make();
  await mkdir(testRunDir(), { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * The databases every storage test runs against: embedded PGlite always, the PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each server database is an isolated schema (search_path) dropped on close.
 */
export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [{ label: 'pglite', create: emptyPglite }];
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
