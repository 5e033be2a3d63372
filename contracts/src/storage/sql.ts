/**
 * The storage port: one small SQL interface over node-postgres and embedded PGlite, shared by the event store
 * adapters, the read models and the backend: the same SQL runs on both. int8 columns arrive as JS numbers from both
 * drivers. Interfaces only: the adapters (PgDatabase, PgliteDatabase, openDatabase) live in projections.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Named prepared statement: the server parses and plans it once per connection instead of on every call. For a
   * hot statement whose text never changes (the same name must always carry the same text). PGlite ignores it.
   */
  name?: string;
}

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /**
   * `COPY … FROM STDIN` with the chunks of `data` as its input, sent as they are produced, where the driver can
   * stream them (node-postgres inside a transaction). Absent elsewhere: callers fall back to INSERT.
   */
  copyFrom?(statement: string, data: Iterable<string>): Promise<void>;
}

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database extends Sql {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
