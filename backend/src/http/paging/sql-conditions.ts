/** Moved to projections (database/sql-conditions.ts), where the read models' queries build their lists with it. */
export { SqlConditions, sqlCount } from '@tutela/projections';
