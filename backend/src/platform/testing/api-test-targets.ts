import type { Server } from 'node:http';
import { PgDatabase, PgliteDatabase } from '@tutela/projections';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';
import { testRunDatabasePrefix } from '@tutela/projections/src/testing/test-run';
import type { AppConfig } from '../../config/app-config';
import { createApp, type CreatedApp } from '../../create-app';
import { onTestServer, seededPgliteDump, seededPostgresTemplate } from './seeded-databases';

export interface ApiTestTarget {
  /** 'pglite' or 'postgres'. */
  label: string;
  /** The whole app with the demo seed, on a store no other test shares; `config` adds settings (SMTP_URL…). */
  start(config?: Partial<AppConfig>): Promise<CreatedApp>;
}

let databaseCounter = 0;

/**
 * A test that publishes forms of its own (FORMS_DIR) starts on an empty store: the seeded copy has the deployed
 * forms published, and a form changed under the same version is refused at start.
 */
function ownForms(): boolean {
  return process.env.FORMS_DIR !== undefined;
}

/**
 * The app's HTTP server listening once, on a free loopback port. Given a server that is not listening, supertest
 * binds a new port for every request: the fuzz test and the authorization matrix, run side by side, send some
 * 20,000 requests, and those binds and their closed connections could use up the ephemeral ports (EADDRINUSE).
 */
async function listening(created: CreatedApp): Promise<CreatedApp> {
  const server = created.app.getHttpServer() as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return created;
}

/**
 * Where an API test boots the app: in-memory PGlite always, and the PostgreSQL server of TEST_DATABASE_URL
 * too when it is set. Each app gets a database no other test shares, a copy of the run's seeded demo database
 * (seeded-databases.ts): a PGlite loaded from its dump, or on the server a database created from its template
 * and dropped on close, so a long-lived test server never carries one run into the next.
 */
export function apiTestTargets(): ApiTestTarget[] {
  const targets: ApiTestTarget[] = [
    {
      label: 'pglite',
      async start(config) {
        const db = ownForms() ? await emptyPglite() : await PgliteDatabase.open(undefined, await seededPgliteDump());
        const created = await createApp({ database: db, seed: true, config: { logLevel: 'silent', ...config } }).catch(
          async (error: unknown) => {
            await db.close();
            throw error;
          },
        );
        return listening({
          ...created,
          async close() {
            await created.close();
            await db.close();
          },
        });
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.info('TEST_DATABASE_URL non impostato: test API solo su PGlite (server PostgreSQL saltato)');
    return targets;
  }
  targets.push({
    label: 'postgres',
    async start(config) {
      const template = ownForms() ? 'template1' : await seededPostgresTemplate(url);
      const database = `${testRunDatabasePrefix()}${process.pid}_${databaseCounter++}`;
      const admin = PgDatabase.fromUrl(url);
      await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      await admin.close();
      const drop = async () => {
        const cleanup = PgDatabase.fromUrl(url);
        await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await cleanup.close();
      };
      const created = await createApp({ seed: true, config: { logLevel: 'silent', ...config, ...onTestServer(url, database) } }).catch(
        async (error: unknown) => {
          await drop();
          throw error;
        },
      );
      return listening({
        ...created,
        async close() {
          await created.close();
          await drop();
        },
      });
    },
  });
  return targets;
}
