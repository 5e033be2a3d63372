import type { Server } from 'node:http';
import { PgDatabase } from '@tutela/projections';
import type { AppConfig } from '../../config/app-config';
import { createApp, type CreatedApp } from '../../create-app';

export interface ApiTestTarget {
  /** 'pglite' or 'postgres'. */
  label: string;
  /** The whole app with the demo seed, on a store no other test shares; `config` adds settings (SMTP_URL…). */
  start(config?: Partial<AppConfig>): Promise<CreatedApp>;
}

let schemaCounter = 0;

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
 * too when it is set, each run in a schema of its own (events, read models and platform tables alike)
 * dropped on close, so a long-lived test database never carries one run into the next.
 */
export function apiTestTargets(): ApiTestTarget[] {
  const targets: ApiTestTarget[] = [
    {
      label: 'pglite',
      start: async (config) => listening(await createApp({ inMemory: true, seed: true, config: { logLevel: 'silent', ...config } })),
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
      const schema = `api_${process.pid}_${Date.now()}_${schemaCounter++}`;
      const admin = PgDatabase.fromUrl(url);
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.close();
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      const created = await listening(
        await createApp({ seed: true, config: { logLevel: 'silent', ...config, databaseUrl: scoped.toString(), eventStoreUrl: undefined, kafkaBrokers: [] } }),
      );
      const close = created.close;
      return {
        ...created,
        async close() {
          await close();
          const cleanup = PgDatabase.fromUrl(url);
          await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await cleanup.close();
        },
      };
    },
  });
  return targets;
}
