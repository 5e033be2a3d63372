import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, types, type Extension, type Results } from '@electric-sql/pglite';
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
 * A contrib extension as PGlite's `@electric-sql/pglite/contrib/<name>` loads it (pg_trgm, btree_gist): the bundle next to PGlite's own files.
 * That module is reachable only through the package's `exports` map, which this repository's
 * `moduleResolution: node` cannot follow, hence the same few lines here.
 */
const contrib = (name: string): Extension => ({
  name,
  setup: async () => ({ bundlePath: pathToFileURL(join(dirname(require.resolve('@electric-sql/pglite')), `${name}.tar.gz`)) }),
});
const pgTrgm = contrib('pg_trgm');
/** `@electric-sql/pglite/contrib/btree_gist`: the event store's booked intervals (stream-bookings.schema.ts). */
const btreeGist = contrib('btree_gist');

/**
 * Embedded PostgreSQL (WASM). It has a single connection, so every transaction goes through PGlite's own
 * `transaction()` helper, which queues other work until it ends.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  /** `afterClose`: what else a close ends, e.g. the data folder's lock (data-dir-lock.ts). */
  private constructor(
    private readonly db: PGlite,
    private readonly afterClose?: () => void,
  ) {}

  /**
   * `dataDir` undefined: in memory (tests). `from`: a copy of a database `dump()` wrote, instead of a new
   * empty one (the API tests start every app on a copy of one seeded database).
   */
  static async open(dataDir?: string, from?: Blob, afterClose?: () => void): Promise<PgliteDatabase> {
    const db = await PGlite.create(dataDir, {
      loadDataDir: from,
      // The lists' quick search is served by trigram indexes (trigram-index.ts), the same as on a server.
      // btree_gist: the exclusion constraint that refuses overlapping bookings (no double booking).
      extensions: { pg_trgm: pgTrgm, btree_gist: btreeGist },
      parsers: {
        [types.INT8]: (value: string) => Number(value),
        [types.NUMERIC]: (value: string) => Number(value),
      },
    });
    return new PgliteDatabase(db, afterClose);
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

  /** The whole data directory as an uncompressed tarball, for `open(undefined, dump)`. */
  async dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async close(): Promise<void> {
    try {
      await this.db.close();
    } finally {
      this.afterClose?.();
    }
  }
}
