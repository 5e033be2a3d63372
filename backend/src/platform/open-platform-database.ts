import { mkdirSync } from 'node:fs';
import type { Database } from '@tutela/contracts';
import { openDatabase } from '@tutela/projections';
import type { AppConfig } from '../config/app-config';

/**
 * The database of the app and of the CLI: PostgreSQL when DATABASE_URL is set, else embedded PGlite under
 * DATA_DIR (created first: PGlite only creates the last folder of its path, so a fresh `./data` would fail).
 */
export async function openPlatformDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, inMemory = false): Promise<Database> {
  if (inMemory) return openDatabase({ inMemory: true });
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}
