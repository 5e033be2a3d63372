import { PgDatabase } from '@tutela/projections';
import { emptyPglite, keptDump } from '@tutela/projections/src/testing/test-databases';
import { testRunDatabasePrefix } from '@tutela/projections/src/testing/test-run';
import type { AppConfig } from '../../config/app-config';
import { createApp } from '../../create-app';

/**
 * One seeded demo database per test run, copied for every API test instead of booting each app on an empty store
 * and seeding it: the seed (users, customers, hundreds of workers, their jobs, visits and DVRs, each through its
 * commands and projections) cost 5–7 s per app, some sixty apps a run. The copy holds exactly what a fresh seed
 * would: the seed is idempotent and finds it all there.
 *
 * The run is named once for all jest workers (projections' testing/test-run.ts); its dump and template are removed by its teardown.
 */

let pgliteDump: Promise<Blob> | undefined;

/** The seeded embedded database as a tarball, made by the first test file of the run that asks (keptDump). */
export function seededPgliteDump(): Promise<Blob> {
  pgliteDump ??= keptDump('pglite-seeded.tar', async () => {
    const db = await emptyPglite();
    try {
      const created = await createApp({ database: db, seed: true, config: { logLevel: 'silent' } });
      await created.close();
      return await db.dump();
    } finally {
      await db.close();
    }
  });
  return pgliteDump;
}

/**
 * The settings of an app on `database` of the test server `url`: events in PostgreSQL and no Kafka, whatever the
 * environment says.
 */
export function onTestServer(url: string, database: string): Partial<AppConfig> {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return { databaseUrl: other.toString(), eventStoreUrl: undefined, kafkaBrokers: [] };
}

let template: Promise<string> | undefined;

/**
 * The run's seeded database on the server, made by the first test file that asks under an advisory lock (the
 * other jest worker waits for it rather than seeding a second one). It is only ever copied
 * (`CREATE DATABASE … TEMPLATE`), never connected to once seeded: a template must have no sessions.
 */
export function seededPostgresTemplate(url: string): Promise<string> {
  template ??= makeTemplateOnce(url);
  return template;
}

async function makeTemplateOnce(url: string): Promise<string> {
  const name = `${testRunDatabasePrefix()}seed`;
  const admin = PgDatabase.fromUrl(url);
  try {
    return await admin.transaction(async (tx) => {
      // Transaction-scoped: released by the commit, or by the rollback of a failed seed.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
      const { rows } = await tx.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length > 0) return name;
      // CREATE DATABASE cannot run inside a transaction: on a connection of its own.
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const created = await createApp({ seed: true, config: { logLevel: 'silent', ...onTestServer(url, name) } });
        await created.close();
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        throw error;
      }
      return name;
    });
  } finally {
    await admin.close();
  }
}
