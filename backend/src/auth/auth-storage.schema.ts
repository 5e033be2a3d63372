import type { Sql } from '@tutela/projections';

/**
 * Operational tables of authentication (not read models, not rebuilt from events):
 * - login_attempts: every login, for audit and for the per-e-mail / per-IP rate limit;
 * - mail_outbox: mails waiting for delivery. No SMTP is configured yet, so this table (and a log line) is
 *   where a reset link is delivered; a sender will mark rows sent_at when SMTP_URL is set.
 */
const AUTH_STORAGE_DDL = [
  `CREATE TABLE IF NOT EXISTS login_attempts (
     id bigserial PRIMARY KEY,
     email text NOT NULL,
     ip text NOT NULL,
     success boolean NOT NULL,
     reason text,
     user_id text,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS login_attempts_email_at_idx ON login_attempts (email, at)`,
  `CREATE INDEX IF NOT EXISTS login_attempts_ip_at_idx ON login_attempts (ip, at)`,
  `CREATE TABLE IF NOT EXISTS mail_outbox (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     to_address text NOT NULL,
     subject text NOT NULL,
     body_text text NOT NULL,
     user_id text,
     created_at timestamptz NOT NULL DEFAULT now(),
     sent_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS mail_outbox_pending_idx ON mail_outbox (created_at) WHERE sent_at IS NULL`,
];

export async function ensureAuthStorageSchema(db: Sql): Promise<void> {
  for (const statement of AUTH_STORAGE_DDL) await db.query(statement);
}
