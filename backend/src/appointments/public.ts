/**
 * What other contexts may use of the appointments context. Everything else in appointments/ is private to it.
 */
export { APPOINTMENT_HISTORY_KIND } from './history/appointment.history-kind';
