import type { Sql } from '@tutela/contracts';

/**
 * Write-side tables of the users context (not read models: a projection rebuild never touches them).
 * `user_email_reservations` makes e-mail uniqueness hold across user streams, which the event store alone
 * cannot guarantee: the PRIMARY KEY on the normalized e-mail is claimed before UserCreated is appended.
 */
const USERS_STORAGE_DDL = [
  `CREATE TABLE IF NOT EXISTS user_email_reservations (
     email text PRIMARY KEY,
     user_id text NOT NULL,
     state text NOT NULL CHECK (state IN ('pending', 'confirmed')),
     claimed_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS user_email_reservations_user_idx ON user_email_reservations (user_id)`,
  // Password and reset-token hashes, kept out of the immutable event log: events carry only `ref`. Rows are
  // only ever added (a new password is a new row), so a failed append leaves an unreferenced row, never a
  // password that the log does not know about. Deleting a row withdraws the secret; the log stays intact.
  `CREATE TABLE IF NOT EXISTS credential_secrets (
     ref text PRIMARY KEY,
     user_id text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('password', 'reset_token')),
     secret_hash text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS credential_secrets_user_idx ON credential_secrets (user_id, kind)`,
];

export async function ensureUsersStorageSchema(db: Sql): Promise<void> {
  for (const statement of USERS_STORAGE_DDL) await db.query(statement);
}
