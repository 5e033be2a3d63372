import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-relay';

/**
 * nodemailer on SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the
 * start; nodemailer's URL parameters such as ?tls.rejectUnauthorized=false pass through). One connection per
 * mail, no pool: volumes are small and nothing stays open to delay shutdown. Time-outs are far below
 * nodemailer's defaults (up to 10 minutes) so a dead server cannot outlast the relay's lease on a row.
 */
export function smtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      const attachments = (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      }));
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(attachments.length ? { attachments } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
