/**
 * The storage port lives in contracts (storage/sql.ts), where backend and projections both import it; re-exported
 * here for the projections' own files and for the backend files not yet moved to contracts (the command code).
 */
export type { Database, DatabaseKind, QueryOptions, QueryResult, Sql } from '@tutela/contracts';
