import { accentFoldSql } from '../database/accent-fold';
import { trigramIndexSql } from '../database/trigram-index';

/**
 * The jobs read model (mansionario): one row per job with its tenant columns first (every query filters by the
 * caller's entity, customer-side users by their customers and factories), the hazards and the protocol as jsonb
 * (always read whole, with the job: the card, the worker's job assignment). `revision` is the stream's, sent
 * back with an edit so a stale card answers 409; `last_position` makes replays harmless.
 */
export const JOBS_TABLES = ['jobs'] as const;

/** Sort keys of the jobs list and their expressions: each has an index ending in `id` the same way. */
export const JOB_SORT_EXPRESSIONS = {
  name: 'lower(name)',
  level: 'level',
  created_at: 'created_at',
} as const;

export const JOBS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS jobs (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     customer_id text,
     factory_id text,
     name text NOT NULL,
     name_eng text,
     description text,
     level integer NOT NULL,
     job_type text NOT NULL,
     retired boolean NOT NULL DEFAULT false,
     hazards jsonb NOT NULL DEFAULT '[]'::jsonb,
     health_protocol jsonb NOT NULL DEFAULT '[]'::jsonb,
     revision integer NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS jobs_entity_idx ON jobs (entity_id)`,
  // The worker's job lookup: the jobs of one factory, and the general ones of the entity.
  `CREATE INDEX IF NOT EXISTS jobs_factory_idx ON jobs (factory_id, lower(name), id)`,
  `CREATE INDEX IF NOT EXISTS jobs_customer_idx ON jobs (customer_id)`,
  ...Object.entries(JOB_SORT_EXPRESSIONS).flatMap(([key, expression]) => [
    `CREATE INDEX IF NOT EXISTS jobs_sort_${key}_idx ON jobs (${expression}, id)`,
    `CREATE INDEX IF NOT EXISTS jobs_sort_${key}_desc_idx ON jobs (${expression} DESC, id DESC)`,
  ]),
  `ALTER TABLE jobs ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (${accentFoldSql("name || ' ' || coalesce(name_eng, '') || ' ' || coalesce(description, '')")}) STORED`,
  trigramIndexSql('jobs_search_trgm_idx', 'jobs', ['search_text']),
];
