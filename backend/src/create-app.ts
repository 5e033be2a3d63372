import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import type { EventStore, Database } from '@tutela/contracts';
import { allProjectors, ProjectionRuntime } from '@tutela/projections';
import { AppModule } from './app.module';
import { loadAppConfig, type AppConfig, type ResolvedAppConfig } from './config/app-config';
import { resolveJwtSecret } from './config/jwt-secret';
import { createEventStore } from './event-store/create-event-store';
import { configureHttp } from './http/configure-http';
import { indexRoutesByPrefix } from './http/route-index';
import { createExpressAdapter } from './http/express-adapter';
import { keepConnectionsAlive } from './http/keep-alive';
import { startKafkaRelay } from './kafka-relay/kafka-relay';
import { createRootLogger, runtimeLogger } from './platform/logging';
import { usePinoNestLogger } from './platform/nest-logger';
import { openPlatformDatabase } from './platform/open-platform-database';
import { ensurePlatformSchema } from './platform/platform-schema';
import { CheckpointTableProgress } from './platform/projection-progress';
import { describeStores } from './platform/store-kind';
import { seedDemoData } from './demo/demo-seed';

export interface CreateAppOptions {
  /** Overrides on top of the environment (tests pass e.g. `{ logLevel: 'silent' }`). */
  config?: Partial<AppConfig>;
  /** Embedded PGlite in memory, ignoring DATABASE_URL / DATA_DIR (tests). */
  inMemory?: boolean;
  /**
   * An embedded database already open, used instead of opening one and left open on close, ignoring
   * DATABASE_URL / DATA_DIR (tests: apps started on copies of one seeded database, which is dumped after close).
   */
  database?: Database;
  /** Run the idempotent demo seed (default false; main turns it on). */
  seed?: boolean;
  /**
   * Listen on config.port/host when the process serves HTTP (roles api or web). Default false: tests drive
   * `app.getHttpServer()` with supertest.
   */
  listen?: boolean;
}

export type SeedReport = Awaited<ReturnType<typeof seedDemoData>>;

export interface CreatedApp {
  app: INestApplication;
  /** Base URL when listening. */
  url?: string;
  seedReport: SeedReport | null;
  config: ResolvedAppConfig;
  /** The stores in use, in words, for the start-up banner. */
  stores: string;
  logger: Logger;
  /** Stops HTTP, the relay and the projections, then closes the event store and the database. Idempotent. */
  close(): Promise<void>;
}

const SEED_PROJECTION_TIMEOUT_MS = 60_000;

/**
 * Opens the infrastructure (database, event store, projection runtime, Kafka relay), then builds the Nest API
 * on top of it. Used by main.ts and by the API tests, which boot it on in-memory PGlite.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<CreatedApp> {
  const envConfig = loadAppConfig(options.config);
  const logger = createRootLogger(envConfig.logLevel);
  const cleanup: Array<() => Promise<unknown>> = [];
  const close = once(async () => {
    for (const step of cleanup.reverse()) {
      await step().catch((error: unknown) => logger.error({ err: error }, 'Errore durante la chiusura'));
    }
  });

  try {
    const embedded = options.inMemory || options.database !== undefined;
    const db: Database = options.database ?? (await openPlatformDatabase(envConfig, options.inMemory));
    if (!options.database) cleanup.push(() => db.close());
    await ensurePlatformSchema(db);
    const config = await resolveJwtSecret(embedded ? { ...envConfig, databaseUrl: undefined } : envConfig, db);

    const eventStore: EventStore = await createEventStore({ eventStoreUrl: config.eventStoreUrl }, db);
    cleanup.push(() => eventStore.close());

    const projectors = allProjectors();
    const runtime = new ProjectionRuntime({ db, eventStore, projectors, logger: runtimeLogger(logger) });
    cleanup.push(() => runtime.stop());
    const runsProjections = config.roles.includes('projections');
    if (runsProjections) {
      await runtime.start();
    } else {
      // The read-model tables must exist before the first query even if the worker has not started yet.
      await runtime.prepare();
    }
    const progress = runsProjections
      ? runtime
      : new CheckpointTableProgress(
          db,
          eventStore,
          projectors.map((p) => p.name),
        );

    if (config.kafkaBrokers.length > 0 && config.roles.includes('kafka-relay')) {
      const stopRelay = await startKafkaRelay({
        brokers: config.kafkaBrokers,
        eventStore,
        db,
        logger: logger.child({ context: 'KafkaRelay' }),
      });
      cleanup.push(async () => stopRelay());
    }

    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, db, eventStore, runtime, progress }),
      createExpressAdapter(),
      {
        bodyParser: false,
        bufferLogs: true,
        abortOnError: false,
      },
    );
    cleanup.push(() => app.close());
    usePinoNestLogger(app, logger);
    configureHttp(app, config, config.roles.includes('web'), logger);
    keepConnectionsAlive(app.getHttpServer());
    await app.init();
    indexRoutesByPrefix(app.getHttpAdapter().getInstance());

    let seedReport: SeedReport | null = null;
    // Only the API process seeds: a projection worker starting alongside it must not race it.
    if (options.seed && config.roles.includes('api')) {
      seedReport = await seedDemoData(app);
      // The demo users must be able to log in as soon as the banner shows them.
      const head = await eventStore.headPosition();
      if (!(await progress.waitForPosition(head, { timeoutMs: SEED_PROJECTION_TIMEOUT_MS }))) {
        logger.warn({ head }, 'Le proiezioni non hanno ancora raggiunto i dati demo');
      }
    }

    let url: string | undefined;
    // A pure worker (TUTELA_ROLES=projections,kafka-relay) serves no HTTP.
    if (options.listen && (config.roles.includes('api') || config.roles.includes('web'))) {
      await app.listen(config.port, config.host);
      url = baseUrl(app.getHttpServer().address() as AddressInfo, config.host);
    }
    const stores = describeStores(config, embedded);
    return { app, url, seedReport, config, stores, logger, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function baseUrl(address: AddressInfo, host: string): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const shown = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${address.port}`;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= fn());
}
