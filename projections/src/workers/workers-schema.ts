import { WORKERS_LIST_INDEX_MIGRATIONS } from './workers-list-indexes';
import { WORKERS_SEARCH_NAMES_MIGRATIONS, WORKERS_SEARCH_NAMES_TABLE } from './workers-search-names';

/**
 * The workers read model: one row per worker with every column the lists, the header search and the worker card
 * show or filter on. Company, factory, department and job names are copies kept current by the customers' and
 * jobs' events (the list never joins), so the projector keeps its own small table of those names: it must not
 * read another projector's tables, which may be behind or being rebuilt. Dates are ISO text (they sort as dates
 * and read back the same from the server and PGlite).
 */
export const WORKERS_TABLES = ['workers', 'workers_names', WORKERS_SEARCH_NAMES_TABLE] as const;

export const WORKERS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS workers (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     customer_id text NOT NULL,
     factory_id text,
     department_id text,
     job_id text,
     job_name text,
     alt_job_ids text[] NOT NULL DEFAULT '{}',
     risk_profile_ids text[] NOT NULL DEFAULT '{}',
     company_name text,
     factory_name text,
     department_name text,
     first_name text NOT NULL,
     last_name text NOT NULL,
     sex text NOT NULL,
     fiscal_code text,
     birth_date text,
     birth_place text,
     birth_place_code text,
     email text,
     email_personal text,
     phone text,
     contract text,
     suitability text,
     business_impact text,
     exclude_ss boolean NOT NULL DEFAULT false,
     hired_on text,
     resigned boolean NOT NULL DEFAULT false,
     resigned_on text,
     hazards jsonb NOT NULL DEFAULT '[]',
     health_protocol jsonb NOT NULL DEFAULT '[]',
     last_visit text,
     next_visit text,
     search_text text NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision integer NOT NULL,
     last_position bigint NOT NULL
   )`,
  // Names of the records a worker row copies: kind 'customer' | 'factory' | 'department' | 'job'.
  `CREATE TABLE IF NOT EXISTS workers_names (
     kind text NOT NULL,
     id text NOT NULL,
     name text NOT NULL,
     last_position bigint NOT NULL,
     PRIMARY KEY (kind, id)
   )`,
  // Tenant scope (a customer-side user sees their customer and, maybe, some of its factories): the covering
  // workers_tenant_cover_idx of workers-list-indexes.
  // Name propagation: the workers of a job or a department are updated set-wise (a factory's: workers-list-indexes).
  `CREATE INDEX IF NOT EXISTS workers_job_idx ON workers (job_id)`,
  `CREATE INDEX IF NOT EXISTS workers_department_idx ON workers (department_id)`,
  ...WORKERS_LIST_INDEX_MIGRATIONS,
  ...WORKERS_SEARCH_NAMES_MIGRATIONS,
];
