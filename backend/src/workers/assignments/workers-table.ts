/**
 * The workers read model's SQL moved to projections (workers/workers-queries.ts), next to its schema; re-exported
 * here for the backend files that still import it from this place (the DVR, the workers' assignments).
 */
export { ACTIVE_WORKERS_COUNT_SQL, NOT_RESIGNED_SQL, workersTableExists } from '@tutela/projections';
