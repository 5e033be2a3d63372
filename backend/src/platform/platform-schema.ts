import type { Sql } from '@tutela/contracts';

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
  // The first answer to each Idempotency-Key, per caller (user id or 'anonymous'). `status` is null while the
  // first request runs; `locked_until` lets a retry take over a request whose process died. `request_hash` is
  // of the body without its secrets (see IdempotencyStore), so no password can be guessed from it.
  `CREATE TABLE IF NOT EXISTS idempotency_keys (
     scope text NOT NULL,
     key text NOT NULL,
     method text NOT NULL,
     path text NOT NULL,
     request_hash text NOT NULL,
     status integer,
     response_body jsonb,
     locked_until timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     PRIMARY KEY (scope, key)
   )`,
  `CREATE INDEX IF NOT EXISTS idempotency_keys_expires_at_idx ON idempotency_keys (expires_at)`,
];

export async function ensurePlatformSchema(db: Sql): Promise<void> {
  for (const statement of PLATFORM_DDL) await db.query(statement);
}
