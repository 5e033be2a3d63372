import 'reflect-metadata';
import type { EventStore, Database } from '@tutela/contracts';
import { runAuditCli } from '../audit/cli/audit-cli';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { openPlatformDatabase } from '../platform/open-platform-database';

/** `npm run audit -- verify`: the server's database and event store (same environment), then the audit CLI. */
async function main(argv: string[]): Promise<number> {
  const config = loadAppConfig();
  let db: Database | null = null;
  let eventStore: EventStore | null = null;
  try {
    db = await openPlatformDatabase(config);
    eventStore = await createEventStore({ eventStoreUrl: config.eventStoreUrl }, db);
    return await runAuditCli(argv, { db, eventStore });
  } finally {
    await eventStore?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(2);
  });
