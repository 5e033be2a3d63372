import { CUSTOMERS_LIST_INDEX_MIGRATIONS } from './customers-list-indexes';

/**
 * The customers read model: one row per client company, tenant columns first (every query filters by the
 * caller's entity, and customer-side users by their own customers), plus its factories and their departments.
 * `last_position` makes replays harmless: every event of a customer stream is claimed by the customer row.
 * Other contexts read `customer_factories(id, customer_id, name, …)` and `customer_departments(id, factory_id,
 * customer_id, name)`: those column names stay.
 */
export const CUSTOMERS_TABLES = ['customers', 'customer_factories', 'customer_departments'] as const;

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
  // Version 2: the card and its info dialog (filled by a replay of the log, see the projector's version).
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS city_code text`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS resigned_on text`,
  // Contracts, staff and access are read whole by the card only: jsonb, as the events carry them.
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS contracts jsonb`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS staff jsonb`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS access jsonb`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS groups text[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS note text`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS default_notice integer`,
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 0`,
  `CREATE TABLE IF NOT EXISTS customer_factories (
     id text PRIMARY KEY,
     customer_id text NOT NULL,
     entity_id text NOT NULL,
     name text NOT NULL,
     address text,
     city text,
     city_code text,
     lat double precision,
     lng double precision,
     modules text[] NOT NULL DEFAULT '{}',
     closed boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  // The card's factories table and lookups/factories: a customer's open factories by name.
  `CREATE INDEX IF NOT EXISTS customer_factories_customer_name_idx ON customer_factories (customer_id, lower(name), id)`,
  `CREATE TABLE IF NOT EXISTS customer_departments (
     id text PRIMARY KEY,
     factory_id text NOT NULL,
     customer_id text NOT NULL,
     entity_id text NOT NULL,
     name text NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS customer_departments_factory_name_idx ON customer_departments (factory_id, lower(name), id)`,
  `CREATE INDEX IF NOT EXISTS customer_departments_customer_idx ON customer_departments (customer_id)`,
];
