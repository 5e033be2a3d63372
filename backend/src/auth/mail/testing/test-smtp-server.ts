import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';
import { parseRawMail, type ParsedAttachment } from './raw-mail';

export interface ReceivedMail {
  /** SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  /** Headers, decoded. */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Only when the mail has some (left undefined otherwise, so toEqual on a plain mail ignores it). */
  attachments?: ParsedAttachment[];
}

export interface TestSmtpServerOptions {
  /** Require AUTH with these credentials; without, AUTH is off. */
  user?: { name: string; pass: string };
}

export interface TestSmtpServer {
  /** smtp:// URL for SMTP_URL, with the credentials when a user is set. */
  url: string;
  received: ReceivedMail[];
  /** Answer every RCPT TO with 550 and this text (null: accept again). */
  rejectRecipients(reason: string | null): void;
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * An SMTP server in the test process, on a free loopback port. STARTTLS is off: nodemailer would upgrade to it
 * and then refuse smtp-server's built-in self-signed certificate.
 */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejection: string | null = null;
  const { user } = options;

  const server = new SMTPServer({
    logger: false,
    disabledCommands: user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !user,
    allowInsecureAuth: true,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      if (user && auth.username === user.name && auth.password === user.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Credenziali non valide'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(rejection === null ? null : Object.assign(new Error(rejection), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseRawMail(Buffer.concat(chunks).toString('utf8'));
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          from: mail.headers.get('from') ?? '',
          to: mail.headers.get('to') ?? '',
          subject: mail.headers.get('subject') ?? '',
          text: mail.text,
          attachments: mail.attachments.length ? mail.attachments : undefined,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = user ? `${encodeURIComponent(user.name)}:${encodeURIComponent(user.pass)}@` : '';

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    rejectRecipients(reason) {
      rejection = reason;
    },
    waitForMails(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          finish();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`attese ${count} email, arrivate ${received.length} entro ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
