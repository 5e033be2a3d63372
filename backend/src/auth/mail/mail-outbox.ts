import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Sql } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';
import { MailRelayService } from './mail-relay.service';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  userId: string | null;
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
    const { rows } = await this.db.query<{ id: number }>(
      'INSERT INTO mail_outbox (kind, to_address, subject, body_text, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [mail.kind, mail.to, mail.subject, mail.text, mail.userId],
    );
    this.logger.log(
      `Email "${mail.kind}" per ${mail.to} accodata in mail_outbox (id ${rows[0].id}): ${AFTER_ENQUEUE[this.relay.delivery]}`,
    );
    this.relay.wake();
    return rows[0].id;
  }
}
