import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { PgDatabase } from './pg-database';
import { PgliteDatabase } from './pglite-database';

export interface DatabaseConfig {
  /** PostgreSQL server URL; when absent the embedded store is used. */
  databaseUrl?: string;
  /** Folder of the embedded store (default ./data). Ignored with databaseUrl. */
  dataDir?: string;
  /** Embedded store in memory (tests). */
  inMemory?: boolean;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return PgDatabase.fromUrl(config.databaseUrl);
  if (config.inMemory) return PgliteDatabase.open();
  // PGlite does not create missing parent folders: a fresh checkout has no ./data yet.
  const dir = path.resolve(config.dataDir ?? './data', 'pglite');
  await mkdir(dir, { recursive: true });
  return PgliteDatabase.open(dir);
}
