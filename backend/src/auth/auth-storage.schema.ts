import type { Sql } from '@tutela/contracts';

/**
 * Operational tables of authentication (not read models, not rebuilt from events):
 * - login_attempts: every login, for audit and for the per-e-mail / per-IP rate limit;
 * - mail_outbox: every mail, written before it is sent (transactional outbox). Without SMTP_URL this table
 *   (and a log line) is where a reset link is delivered; with it the mail relay sends pending rows and marks
 *   them sent_at, or counts failed attempts and gives up on a row (failed_at) after too many.
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
  // Delivery state of the SMTP relay, added to databases created before it existed. next_attempt_at is both
  // the back-off after a failure and the lease of a row being sent (see mail-outbox.store.ts).
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`,
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS last_error text`,
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS failed_at timestamptz`,
  // Attachments ([{ filename, content_type, content }], text content: an appointment's .ics) and the key that makes
  // an enqueue idempotent (a reactor replaying an event enqueues nothing twice); rows without a key never clash.
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attachments jsonb`,
  `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS dedupe_key text`,
  `CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_dedupe_key_idx ON mail_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL`,
];

export async function ensureAuthStorageSchema(db: Sql): Promise<void> {
  for (const statement of AUTH_STORAGE_DDL) await db.query(statement);
}
