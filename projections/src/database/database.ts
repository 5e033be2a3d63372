/**
 * One small SQL interface over node-postgres and embedded PGlite, shared by the event store adapters and the
 * read models: the same SQL runs on both. int8 columns arrive as JS numbers from both drivers.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
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
