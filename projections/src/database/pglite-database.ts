import { PGlite, types, type Results } from '@electric-sql/pglite';
import type { Database, QueryResult, Sql } from './database';
import { quoteIdentifier } from './pg-database';

/**
 * PGlite reports affectedRows = 0 for a SELECT, where node-postgres' rowCount is the number of rows returned:
 * a statement that returns columns counts its rows, any other counts the rows it changed.
 */
function toQueryResult<Row>(result: Results<Row>): QueryResult<Row> {
  return { rows: result.rows, rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
}

/**
 * Embedded PostgreSQL (WASM). It has a single connection, so every transaction goes through PGlite's own
 * `transaction()` helper, which queues other work until it ends.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  /** `dataDir` undefined: in memory (tests). */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const db = await PGlite.create(dataDir, {
      parsers: {
        [types.INT8]: (value: string) => Number(value),
        [types.NUMERIC]: (value: string) => Number(value),
      },
    });
    return new PgliteDatabase(db);
  }

  async query<Row>(text: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return toQueryResult(await this.db.query<Row>(text, params as unknown[]));
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      work({
        async query<Row>(text: string, params?: unknown[]): Promise<QueryResult<Row>> {
          return toQueryResult(await tx.query<Row>(text, params as unknown[]));
        },
      }),
    );
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const unsubscribe = await this.db.listen(quoteIdentifier(channel), onNotify);
    return async () => unsubscribe();
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
