import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
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
  const dataDir = path.resolve(config.dataDir ?? './data');
  const storeDir = path.join(dataDir, 'pglite');
  await mkdir(storeDir, { recursive: true });
  // Before PGlite touches its files: a second process on the same folder would corrupt them.
  const lock = lockDataDir(dataDir);
  try {
    return await PgliteDatabase.open(storeDir, undefined, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}
