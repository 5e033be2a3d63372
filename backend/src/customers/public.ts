/**
 * What other contexts may use of the customers context. Everything else in customers/ is private to it.
 */
export { RegistryPlaces } from './registry-places';
export { CUSTOMER_HISTORY_KIND } from './history/customer.history-kind';
