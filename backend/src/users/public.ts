/**
 * What other contexts may use of the users context. Everything else in users/ is private to it.
 */
export { ENTITY_HISTORY_KIND } from './history/entity.history-kind';
export { USER_HISTORY_KIND } from './history/user.history-kind';
