import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Sql } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';
import { MailRelayService } from './mail-relay.service';

/** A file sent with the mail; text content only (an .ics), stored as it is in the outbox row. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters ('text/calendar; charset=utf-8; method=REQUEST'). */
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  userId: string | null;
  attachments?: readonly MailAttachment[];
  /** A mail with a key already queued is not queued again: enqueue answers the first row's id. */
  dedupeKey?: string;
}

/** The outbox's column form of the attachments (snake_case, like the table). */
export interface StoredAttachment {
  filename: string;
  content_type: string;
  content: string;
}

/** How the enqueue log line ends, by delivery mode. */
const AFTER_ENQUEUE = {
  'outbox-only': 'SMTP non configurato',
  smtp: 'invio via SMTP in corso',
  'smtp-elsewhere': 'la invierà via SMTP il processo con ruolo api',
} as const;

/**
 * Every mail is first written to mail_outbox, so a request never waits for an SMTP server and a mail is not
 * lost when one is down; the relay (MailRelayService, with SMTP_URL) sends it from there. The log line names
 * the recipient and the row, never the body: a reset link is a credential and must not end up in log files.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    @Inject(DATABASE) private readonly db: Sql,
    private readonly relay: MailRelayService,
  ) {}

  async enqueue(mail: OutgoingMail): Promise<number> {
    const attachments: StoredAttachment[] | null = mail.attachments?.length
      ? mail.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content }))
      : null;
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO mail_outbox (kind, to_address, subject, body_text, user_id, attachments, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [mail.kind, mail.to, mail.subject, mail.text, mail.userId, attachments && JSON.stringify(attachments), mail.dedupeKey ?? null],
    );
    if (!rows[0]) {
      // Only the dedupe key's unique index can refuse the row: the same mail was queued before (a replay).
      const existing = await this.db.query<{ id: number }>('SELECT id FROM mail_outbox WHERE dedupe_key = $1', [mail.dedupeKey ?? null]);
      if (!existing.rows[0]) throw new Error(`mail_outbox: riga non inserita e chiave ${mail.dedupeKey ?? '(nessuna)'} non trovata`);
      return Number(existing.rows[0].id);
    }
    this.logger.log(
      `Email "${mail.kind}" per ${mail.to} accodata in mail_outbox (id ${rows[0].id}): ${AFTER_ENQUEUE[this.relay.delivery]}`,
    );
    this.relay.wake();
    return Number(rows[0].id);
  }
}
