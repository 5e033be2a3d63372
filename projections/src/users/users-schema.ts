import { USERS_LIST_INDEX_MIGRATIONS } from './users-list-indexes';

/**
 * Tables of the users read model. `last_position` is the global position of the last event applied to a row:
 * handlers skip older events, which makes a replay (crash between write and checkpoint, rebuild) harmless.
 */
export const USERS_TABLES = ['users', 'user_role_grants', 'user_credentials', 'password_reset_tokens', 'entities'] as const;

export const USERS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS entities (
     id text PRIMARY KEY,
     name text NOT NULL,
     address_info text,
     additional_data jsonb,
     active_md boolean NOT NULL DEFAULT true,
     active_fr boolean NOT NULL DEFAULT true,
     active_sr boolean NOT NULL DEFAULT true,
     generic boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS users (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     email text NOT NULL,
     first_name text NOT NULL,
     last_name text NOT NULL,
     phone text,
     active boolean NOT NULL DEFAULT true,
     roles text[] NOT NULL DEFAULT '{}',
     staff_roles text[] NOT NULL DEFAULT '{}',
     is_mir_enabled boolean NOT NULL DEFAULT false,
     customer_settings jsonb,
     password_expires_at timestamptz,
     must_change_password boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS users_entity_idx ON users (entity_id)`,
  `CREATE INDEX IF NOT EXISTS users_email_idx ON users (email)`,
  `CREATE TABLE IF NOT EXISTS user_role_grants (
     grant_id text PRIMARY KEY,
     user_id text NOT NULL,
     role text NOT NULL,
     customer_id text,
     factory_id text,
     app text,
     granted_at timestamptz NOT NULL,
     granted_by text,
     position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS user_role_grants_user_idx ON user_role_grants (user_id)`,
  `CREATE INDEX IF NOT EXISTS user_role_grants_customer_idx ON user_role_grants (customer_id)`,
  // Read by login only. Kept apart from users so no list query can ever select a hash by mistake.
  // The e-mail is not UNIQUE here: uniqueness is enforced on the write side (email reservations), and a
  // projector must never stop on a constraint the event log does not guarantee.
  `CREATE TABLE IF NOT EXISTS user_credentials (
     user_id text PRIMARY KEY,
     email text NOT NULL,
     password_hash text NOT NULL,
     active boolean NOT NULL DEFAULT true,
     password_expires_at timestamptz,
     must_change_password boolean NOT NULL DEFAULT false,
     password_changed_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS user_credentials_email_idx ON user_credentials (email)`,
  // Only the sha256 of the token, as the event carries it: the plain token exists only in the e-mail.
  `CREATE TABLE IF NOT EXISTS password_reset_tokens (
     user_id text PRIMARY KEY,
     token_hash text NOT NULL,
     expires_at timestamptz NOT NULL,
     requested_at timestamptz NOT NULL,
     app text,
     last_position bigint NOT NULL
   )`,
  // Upgrades: appended, never edited above, so existing databases reach the same shape. Each one bumps the
  // projector's version, so rows projected before it are rebuilt from the log and get the new column right.
  // Version 2: the user stream's revision, sent back by the user card when saving.
  `ALTER TABLE users ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 0`,
  // Version 3: the entity stream's revision, sent back by the "Enti" card for optimistic concurrency.
  `ALTER TABLE entities ADD COLUMN IF NOT EXISTS revision integer`,
  // Credentials left the event log: new events name the password by `password_ref` (a row of the write-side
  // credential_secrets, joined at login) and the reset token by reference. Old events still carry the hashes
  // and fill password_hash / token_hash as before, so no rebuild is needed and the version stays.
  `ALTER TABLE user_credentials ALTER COLUMN password_hash DROP NOT NULL`,
  `ALTER TABLE user_credentials ADD COLUMN IF NOT EXISTS password_ref text`,
  `ALTER TABLE password_reset_tokens ALTER COLUMN token_hash DROP NOT NULL`,
  // Indexes of the paged list: one per sortable column with the `id` tie-break, and the quick search's trigram
  // index. Rows are unchanged, so the projector's version stays.
  ...USERS_LIST_INDEX_MIGRATIONS,
];
