/** Moved to projections (database/plan-once.ts), where the read models' queries name their statements with it. */
export { planOnce } from '@tutela/projections';
