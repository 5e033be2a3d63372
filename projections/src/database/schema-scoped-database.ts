import type { Database, QueryOptions, QueryResult, Sql } from './database';
import { quoteIdentifier } from './pg-database';

/**
 * The same database seen through one schema: every statement runs in a transaction whose search_path is that schema
 * alone, so unqualified names (the projectors' SQL, their migrations) resolve there and nowhere else. A rebuild
 * beside the read models in use (shadow-rebuild.ts) projects into such a schema without a line of projector code
 * knowing it. Named prepared statements stay right: PostgreSQL parses a statement again when the search_path it
 * was prepared under has changed.
 */
export class SchemaScopedDatabase implements Database {
  readonly kind: Database['kind'];
  private readonly searchPath: string;

  constructor(
    private readonly db: Database,
    readonly schema: string,
  ) {
    this.kind = db.kind;
    this.searchPath = `SET LOCAL search_path TO ${quoteIdentifier(schema)}`;
  }

  query<Row = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    return this.transaction((tx) => tx.query<Row>(text, params, options));
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(this.searchPath);
      return work(tx);
    });
  }

  listen(): Promise<() => Promise<void>> {
    throw new Error(`Nessun LISTEN nello schema ${this.schema}: usare il database di partenza`);
  }

  /** The underlying database belongs to whoever made this view of it. */
  async close(): Promise<void> {}
}
