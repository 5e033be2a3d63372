import 'reflect-metadata';
import { allProjectors, runProjectionsCli } from '@tutela/projections';
import type { EventStore, Database } from '@tutela/contracts';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { openPlatformDatabase } from '../platform/open-platform-database';

/**
 * `npm run projections -- rebuild <name|all>` / `status`: the same database and event store the server uses
 * (same environment), then the projections package's CLI. Everything opened here is closed before exit so the
 * process never hangs on a pool or a subscription.
 */
async function main(argv: string[]): Promise<number> {
  const config = loadAppConfig();
  let db: Database | null = null;
  let eventStore: EventStore | null = null;
  try {
    db = await openPlatformDatabase(config);
    eventStore = await createEventStore({ eventStoreUrl: config.eventStoreUrl }, db);
    const code = await runProjectionsCli(argv, { db, eventStore, projectors: allProjectors() });
    return typeof code === 'number' ? code : 0;
  } finally {
    await eventStore?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  });
