import type { Database } from '@tutela/contracts';
import type { MailAttachment, StoredAttachment } from './mail-outbox';

/** A mail_outbox row taken for delivery. */
export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  /** Failed attempts before this one. */
  attempts: number;
  /** Measured by the database clock, like every other time of the outbox. */
  ageMs: number;
}

interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  attachments: StoredAttachment[] | null;
  attempts: number;
  age_ms: number;
}

/**
 * The relay's SQL on mail_outbox. A row is due while it is neither sent nor given up and its next_attempt_at
 * has come. Claiming a row moves next_attempt_at forward by a lease, in a short transaction of its own: the
 * SMTP conversation then runs with no transaction open, because holding one across network I/O would pin a
 * pool connection per mail on PostgreSQL and, on PGlite (one connection), stall every query of the process
 * until the SMTP server answered. FOR UPDATE SKIP LOCKED makes concurrent claims by several API processes
 * take different rows without waiting for each other; the lease keeps a claimed row away from the others
 * until it is marked. Delivery is therefore at least once: a process that dies between the SMTP server's
 * acceptance and markSent leaves the row to be sent again when its lease runs out.
 */
export class MailOutboxStore {
  constructor(private readonly db: Database) {}

  async claimNext(leaseMs: number): Promise<ClaimedMail | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ClaimedRow>(
        `SELECT id, kind, to_address, subject, body_text, attachments, attempts,
                (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
           FROM mail_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          ORDER BY created_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (!row) return null;
      await tx.query('UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1', [row.id, leaseMs / 1000]);
      return {
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        attachments: (row.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.content_type, content: a.content })),
        attempts: row.attempts,
        ageMs: row.age_ms,
      };
    });
  }

  async markSent(id: number): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', [id]);
  }

  /** Counts a failed attempt; the row is tried again after `retryAfterMs`, or never again when `giveUp`. */
  async markFailed(id: number, error: string, retryAfterMs: number, giveUp: boolean): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox
          SET attempts = attempts + 1,
              last_error = $2,
              next_attempt_at = now() + make_interval(secs => $3),
              failed_at = CASE WHEN $4::boolean THEN now() END
        WHERE id = $1 AND sent_at IS NULL`,
      [id, error, retryAfterMs / 1000, giveUp],
    );
  }

  /** Stops a row without an attempt (too old to be of use). */
  async abandon(id: number, reason: string): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET failed_at = now(), last_error = $2 WHERE id = $1 AND sent_at IS NULL', [id, reason]);
  }
}
