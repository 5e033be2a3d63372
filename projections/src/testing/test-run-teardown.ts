import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import { testRunDatabasePrefix, testRunDir } from './test-run';

/** Jest global teardown: the run's PGlite dump, and its template and any copy a failed test left on the server. */
export default async function teardown(): Promise<void> {
  await rm(testRunDir(), { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const prefix = testRunDatabasePrefix().replace(/_/g, '\\_');
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
