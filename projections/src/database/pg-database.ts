import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Pool, types, type PoolClient, type PoolConfig, type QueryConfig } from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Database, QueryOptions, QueryResult, Sql } from './database';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** int8 as number: positions and counts stay far below 2^53. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => Number(value);
    return types.getTypeParser(oid, format);
  },
};

function toConfig(text: string, values: unknown[] | undefined, options: QueryOptions | undefined): QueryConfig {
  return options?.name ? { name: options.name, text, values } : { text, values };
}

class ClientSql implements Sql {
  constructor(private readonly client: PoolClient) {}
  async query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    const result = await this.client.query(toConfig(text, params, options));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  }
  async copyFrom(statement: string, data: Iterable<string>): Promise<void> {
    await pipeline(Readable.from(data, { objectMode: false }), this.client.query(copyFromStdin(statement)));
  }
}

export class PgDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly pool: Pool;

  constructor(config: PoolConfig) {
    this.pool = new Pool({ max: 10, ...config, types: typeParsers });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  static fromUrl(connectionString: string): PgDatabase {
    return new PgDatabase({ connectionString });
  }

  async query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    const result = await this.pool.query(toConfig(text, params, options));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new ClientSql(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    const handler = (message: { channel: string; payload?: string }) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    };
    client.on('notification', handler);
    await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    return async () => {
      client.off('notification', handler);
      await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      client.release();
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
