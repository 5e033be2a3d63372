/**
 * The session epoch of each user: tokens issued before `valid_from` are dead. Kept apart from the users
 * table because the guard reads it on every request together with the revocation list, and because it is a
 * security rule of its own (OWASP ASVS 3.3: a password change, a reset or a deactivation ends every session).
 */
export const SESSIONS_TABLES = ['user_session_epochs'] as const;

export const SESSIONS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS user_session_epochs (
     user_id text PRIMARY KEY,
     valid_from timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
];
