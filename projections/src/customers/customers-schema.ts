import { CUSTOMERS_LIST_INDEX_MIGRATIONS } from './customers-list-indexes';

/**
 * The customers read model: one row per client company, tenant columns first (every query filters by the
 * caller's entity, and customer-side users by their own customers). `last_position` makes replays harmless.
 */
export const CUSTOMERS_TABLES = ['customers'] as const;

export const CUSTOMERS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS customers (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     company_name text NOT NULL,
     vat_number text,
     fiscal_code text,
     address text,
     city text,
     phone text,
     email text,
     ateco text,
     resigned boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS customers_entity_idx ON customers (entity_id)`,
  // Indexes of the paged list: one per sortable column with the `id` tie-break, and the quick search's trigram
  // index. Rows are unchanged, so the projector's version stays.
  ...CUSTOMERS_LIST_INDEX_MIGRATIONS,
];
