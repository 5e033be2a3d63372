import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Sql } from '@tutela/projections';
import { DATABASE } from '../../shared/tokens';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  userId: string | null;
}

/**
 * Mails are queued in mail_outbox (SMTP is not configured yet). The log line names the recipient and the
 * row, never the body: a reset link is a credential and must not end up in log files.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('MailOutbox');

  constructor(@Inject(DATABASE) private readonly db: Sql) {}

  async enqueue(mail: OutgoingMail): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      'INSERT INTO mail_outbox (kind, to_address, subject, body_text, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [mail.kind, mail.to, mail.subject, mail.text, mail.userId],
    );
    this.logger.log(`Email "${mail.kind}" per ${mail.to} accodata in mail_outbox (id ${rows[0].id}): SMTP non configurato`);
    return rows[0].id;
  }
}
