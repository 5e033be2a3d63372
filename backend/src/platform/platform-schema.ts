import type { Sql } from '@tutela/projections';

/**
 * Tables the platform itself owns (not read models: a projection rebuild never touches them). Idempotent,
 * run at every start before anything reads them.
 */
const PLATFORM_DDL = [
  `CREATE TABLE IF NOT EXISTS platform_secrets (
     name text PRIMARY KEY,
     value text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS revoked_tokens (
     token_id text PRIMARY KEY,
     expires_at timestamptz NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS revoked_tokens_expires_at_idx ON revoked_tokens (expires_at)`,
];

export async function ensurePlatformSchema(db: Sql): Promise<void> {
  for (const statement of PLATFORM_DDL) await db.query(statement);
}
