/**
 * What other contexts may use of the dvr context. Everything else in dvr/ is private to it.
 */
export { DVR_HISTORY_KIND } from './history/dvr.history-kind';
