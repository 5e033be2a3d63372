/**
 * The storage port lives in contracts (storage/sql.ts), where backend and projections both import it; re-exported
 * here for the projections' own files (the backend takes it from contracts).
 */
export type { Database, DatabaseKind, QueryOptions, QueryResult, Sql } from '@tutela/contracts';
