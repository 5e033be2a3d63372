import { CUSTOMER_EVENT_TYPES } from '@tutela/contracts';
import type { Projector } from '../runtime/projector';
import { CustomersBatch } from './customers-batch';
import { CUSTOMERS_MIGRATIONS, CUSTOMERS_TABLES } from './customers-schema';

export const CUSTOMERS_PROJECTOR_NAME = 'customers';

/**
 * Client companies with their factories and departments: the customer lists and card, the header's customer
 * search, the customer autocomplete and the factory/department lookups other contexts use.
 */
export const customersProjector: Projector = {
  name: CUSTOMERS_PROJECTOR_NAME,
  // 2: the card's columns and the factories/departments tables, filled from every customer event.
  version: 2,
  migrations: CUSTOMERS_MIGRATIONS,
  tables: CUSTOMERS_TABLES,
  handles: CUSTOMER_EVENT_TYPES,
  apply: (event, tx) => CustomersBatch.apply([event], tx),
  applyBatch: (events, tx) => CustomersBatch.apply(events, tx),
};
