import type { AppConfig } from '../config/app-config';

export type StoreKind = 'pglite' | 'postgres' | 'eventstoredb';

/** Where the events live: EventStoreDB when configured, else the SQL database (server or embedded). */
export function storeKind(config: Pick<AppConfig, 'eventStoreUrl' | 'databaseUrl'>): StoreKind {
  if (config.eventStoreUrl) return 'eventstoredb';
  return config.databaseUrl ? 'postgres' : 'pglite';
}

/** For the start-up banner: which stores this process uses, in words. */
export function describeStores(config: Pick<AppConfig, 'eventStoreUrl' | 'databaseUrl' | 'dataDir'>, inMemory = false): string {
  const readModels = config.databaseUrl
    ? `PostgreSQL (${redactUrl(config.databaseUrl)})`
    : inMemory
      ? 'PGlite incorporato in memoria'
      : `PGlite incorporato in ${config.dataDir}`;
  if (config.eventStoreUrl) return `eventi su EventStoreDB (${redactUrl(config.eventStoreUrl)}), read model su ${readModels}`;
  return `eventi e read model su ${readModels}`;
}

/** Never print a password from a connection string. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}
