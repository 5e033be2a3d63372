/**
 * What other contexts may use of the examinations context. Everything else in examinations/ is private to it.
 */
export { EXAMINATION_HISTORY_KIND } from './history/examination.history-kind';
export { recordHealthDataRead } from './infrastructure/health-data-reads';
