import type { Sql } from '@tutela/projections';

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
];

export async function ensureUsersStorageSchema(db: Sql): Promise<void> {
  for (const statement of USERS_STORAGE_DDL) await db.query(statement);
}
