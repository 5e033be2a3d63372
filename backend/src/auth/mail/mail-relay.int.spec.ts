import { Logger } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { PgDatabase } from '@tutela/projections';
import { eventually } from '@tutela/projections/src/runtime/testing/event-fixtures';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { ensureAuthStorageSchema } from '../auth-storage.schema';
import { MailOutbox, type OutgoingMail } from './mail-outbox';
import { MailOutboxStore, type ClaimedMail } from './mail-outbox.store';
import { MailRelay, type MailRelayLogger, type MailRelayTuning } from './mail-relay';
import type { MailRelayService } from './mail-relay.service';
import { smtpMailTransport } from './smtp-mail-transport';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server';

const FROM = 'Tutela Test <noreply@tutela.test>';
const RESET_LINK = 'http://localhost:5173/authentication/reset-password?token=Zm9vYmFy%2Bc2VncmV0bw&email=m.rossi%2B1%40tutela.test';

interface OutboxRow {
  id: number;
  sent_at: Date | null;
  failed_at: Date | null;
  attempts: number;
  last_error: string | null;
  retry_in_s: number;
}

function mail(n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return { kind: 'password_reset', to: `utente${n}@tutela.test`, subject: `Messaggio ${n}`, text: `Corpo ${n}`, userId: null, ...extra };
}

/** Nest's Logger stand-in that keeps every line, to check what is logged and what never is. */
function captureLogger(): MailRelayLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (m) => lines.push(`log ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };
}

/** A second process on the same database: on the server its own pool on the same schema; PGlite has one connection. */
async function secondProcessDatabase(db: Database): Promise<Database> {
  if (db.kind === 'pglite') return db;
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return new PgDatabase({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${rows[0].schema}` });
}

/** Tells when the running relay has found the outbox empty, i.e. gone idle. */
class EmptyClaimCounter extends MailOutboxStore {
  emptyClaims = 0;
  override async claimNext(leaseMs: number): Promise<ClaimedMail | null> {
    const claimed = await super.claimNext(leaseMs);
    if (!claimed) this.emptyClaims += 1;
    return claimed;
  }
}

describe.each(testDatabases())('mail relay on $label', (factory) => {
  let db: Database;
  let smtp: TestSmtpServer;
  const relays: MailRelay[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  function relayOn(
    database: Database,
    url: string,
    tuning: MailRelayTuning = {},
    logger: MailRelayLogger = captureLogger(),
    store = new MailOutboxStore(database),
  ): MailRelay {
    const relay = new MailRelay({ store, transport: smtpMailTransport(url), from: FROM, logger, ...tuning });
    relays.push(relay);
    return relay;
  }

  /** The production enqueue, waking `relay` as MailRelayService would. */
  function outbox(relay?: MailRelay): MailOutbox {
    const service = { delivery: 'smtp', wake: () => relay?.notify() } as unknown as MailRelayService;
    return new MailOutbox(db, service);
  }

  async function rows(): Promise<OutboxRow[]> {
    const result = await db.query<OutboxRow>(
      `SELECT id, sent_at, failed_at, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float8 AS retry_in_s
         FROM mail_outbox ORDER BY id`,
    );
    return result.rows;
  }

  /** Stands in for the back-off running out, instead of waiting for it. */
  async function makeDue(): Promise<void> {
    await db.query('UPDATE mail_outbox SET next_attempt_at = now()');
  }

  beforeAll(async () => {
    // MailOutbox logs through Nest's static logger, which would print to the console outside an app.
    Logger.overrideLogger(false);
    db = await factory.create();
    await ensureAuthStorageSchema(db);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.query('TRUNCATE mail_outbox RESTART IDENTITY');
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    for (const relay of relays.splice(0)) await relay.stop();
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await smtp.close();
  });

  it('sends pending mails oldest first with sender, recipient, subject and body, and marks them sent', async () => {
    const logger = captureLogger();
    const relay = relayOn(db, smtp.url, {}, logger);
    const body = `Gentile utente, può reimpostare la password qui:\n\n${RESET_LINK}\n\nGrazie.`;
    const ids = [
      await outbox().enqueue(mail(1, { text: body, subject: 'Reimpostazione della password' })),
      await outbox().enqueue(mail(2)),
      await outbox().enqueue(mail(3, { subject: 'Attività è già registrata' })),
    ];

    expect(await relay.deliverDue()).toEqual({ sent: 3, failed: 0, abandoned: 0 });

    expect(smtp.received.map((m) => ({ ...m }))).toEqual([
      {
        mailFrom: 'noreply@tutela.test',
        rcptTo: ['utente1@tutela.test'],
        from: FROM,
        to: 'utente1@tutela.test',
        subject: 'Reimpostazione della password',
        text: body,
      },
      {
        mailFrom: 'noreply@tutela.test',
        rcptTo: ['utente2@tutela.test'],
        from: FROM,
        to: 'utente2@tutela.test',
        subject: 'Messaggio 2',
        text: 'Corpo 2',
      },
      {
        mailFrom: 'noreply@tutela.test',
        rcptTo: ['utente3@tutela.test'],
        from: FROM,
        to: 'utente3@tutela.test',
        subject: 'Attività è già registrata',
        text: 'Corpo 3',
      },
    ]);
    const after = await rows();
    expect(after.map((r) => r.id)).toEqual(ids);
    for (const row of after) expect(row).toMatchObject({ failed_at: null, attempts: 0, last_error: null, sent_at: expect.any(Date) });
    expect(logger.lines).toContain(`log Email "password_reset" per utente1@tutela.test (id ${ids[0]}) inviata via SMTP`);
    // The reset link is a credential: no log line may carry it.
    expect(logger.lines.join('\n')).not.toContain('Zm9vYmFy');
    expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 0, abandoned: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it('carries an attachment to the SMTP server, and a mail queued twice under one dedupe key is one row, sent once', async () => {
    const relay = relayOn(db, smtp.url);
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Visita medica – Rossi S.r.l.\r\nEND:VCALENDAR\r\n';
    const attachment = { filename: 'appuntamento.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics };
    const summons = mail(1, {
      kind: 'appointment_summons',
      text: 'Convocazione',
      attachments: [attachment],
      dedupeKey: 'evento-1:utente1',
    });
    const id = await outbox().enqueue(summons);
    expect(await outbox().enqueue({ ...summons, subject: 'Di nuovo' })).toBe(id);
    const stored = await db.query<{ attachments: unknown; dedupe_key: string }>('SELECT attachments, dedupe_key FROM mail_outbox');
    expect(stored.rows).toEqual([
      {
        attachments: [{ filename: 'appuntamento.ics', content_type: attachment.contentType, content: ics }],
        dedupe_key: 'evento-1:utente1',
      },
    ]);
    // Rows without a key never clash with each other.
    await outbox().enqueue(mail(2));
    await outbox().enqueue(mail(2));

    expect(await relay.deliverDue()).toEqual({ sent: 3, failed: 0, abandoned: 0 });
    const [sent] = smtp.received;
    expect(sent).toMatchObject({ to: 'utente1@tutela.test', subject: 'Messaggio 1', text: 'Convocazione' });
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments?.[0]).toMatchObject({ filename: 'appuntamento.ics' });
    expect(sent.attachments?.[0].contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(sent.attachments?.[0].content).toBe(ics.replace(/\r\n/g, '\n').replace(/\n$/, ''));
    expect(smtp.received[1].attachments).toBeUndefined();
  });

  it('keeps a rejected mail pending with attempts and the error, backs off, and sends it on a later try', async () => {
    const logger = captureLogger();
    const relay = relayOn(db, smtp.url, { retryBaseMs: 60_000 }, logger);
    smtp.rejectRecipients('Casella temporaneamente non disponibile');
    const id = await outbox().enqueue(mail(1, { text: `Link: ${RESET_LINK}` }));

    expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 1, abandoned: 0 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(failed.last_error).toContain('Casella temporaneamente non disponibile');
    expect(failed.retry_in_s).toBeGreaterThan(50);
    expect(failed.retry_in_s).toBeLessThanOrEqual(60);
    expect(
      logger.lines.some((l) =>
        l.startsWith(`warn Email "password_reset" per utente1@tutela.test (id ${id}): invio non riuscito (tentativo 1)`),
      ),
    ).toBe(true);
    expect(logger.lines.join('\n')).not.toContain('Zm9vYmFy');

    smtp.rejectRecipients(null);
    // Still inside its back-off: not tried again.
    expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 0, abandoned: 0 });
    await makeDue();
    expect(await relay.deliverDue()).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['utente1@tutela.test']]);
    expect((await rows())[0]).toMatchObject({ sent_at: expect.any(Date), attempts: 1 });
  });

  it('doubles the back-off up to its cap and gives a row up after the last attempt, with an error in the log', async () => {
    const logger = captureLogger();
    const relay = relayOn(db, smtp.url, { retryBaseMs: 10_000, retryMaxMs: 15_000, maxAttempts: 3 }, logger);
    smtp.rejectRecipients('Utente sconosciuto');
    const id = await outbox().enqueue(mail(1));
    const retries: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 1, abandoned: 0 });
      retries.push(Math.round((await rows())[0].retry_in_s));
      await makeDue();
    }
    expect(retries.slice(0, 2)).toEqual([10, 15]);
    expect((await rows())[0]).toMatchObject({ sent_at: null, failed_at: expect.any(Date), attempts: 3 });
    expect(logger.lines.filter((l) => l.startsWith('error'))).toEqual([
      `error Email "password_reset" per utente1@tutela.test (id ${id}) non inviata dopo 3 tentativi, abbandonata: ${(await rows())[0].last_error}`,
    ]);
    smtp.rejectRecipients(null);
    expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 0, abandoned: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('does not send a mail that waited in the outbox longer than its useful life', async () => {
    const relay = relayOn(db, smtp.url);
    await outbox().enqueue(mail(1));
    await db.query("UPDATE mail_outbox SET created_at = now() - interval '2 days'");
    expect(await relay.deliverDue()).toEqual({ sent: 0, failed: 0, abandoned: 1 });
    expect((await rows())[0]).toMatchObject({
      sent_at: null,
      failed_at: expect.any(Date),
      attempts: 0,
      last_error: 'non inviata: in coda da più di 24 ore',
    });
    expect(smtp.received).toEqual([]);
  });

  it('authenticates with the credentials of SMTP_URL and records a refused login as a failed attempt', async () => {
    const secured = await startTestSmtpServer({ user: { name: 'tutela', pass: 'p@ss word' } });
    cleanups.push(() => secured.close());
    const wrong = relayOn(db, secured.url.replace(encodeURIComponent('p@ss word'), 'sbagliata'));
    await outbox().enqueue(mail(1));
    expect(await wrong.deliverDue()).toEqual({ sent: 0, failed: 1, abandoned: 0 });
    expect((await rows())[0].last_error).toMatch(/535|auth/i);

    await makeDue();
    expect(await relayOn(db, secured.url).deliverDue()).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(secured.received.map((m) => m.subject)).toEqual(['Messaggio 1']);
  });

  it('running, sends a mail as soon as it is enqueued rather than at the next poll, and stops promptly', async () => {
    const store = new EmptyClaimCounter(db);
    const relay = relayOn(db, smtp.url, { pollIntervalMs: 10 * 60_000 }, captureLogger(), store);
    relay.start();
    // The first round found nothing: the relay is now idle in its ten-minute wait when the mail comes.
    await eventually(() => store.emptyClaims === 1);
    await outbox(relay).enqueue(mail(1));
    await smtp.waitForMails(1, 10_000);
    await eventually(async () => (await rows())[0].sent_at !== null, 10_000);
    const stopping = Date.now();
    await relay.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
  });

  it('two relays on one database send every mail exactly once', async () => {
    const other = await secondProcessDatabase(db);
    if (other !== db) cleanups.push(() => other.close());
    const a = relayOn(db, smtp.url);
    const b = relayOn(other, smtp.url);
    for (let n = 1; n <= 30; n++) await outbox().enqueue(mail(n));

    const [roundA, roundB] = await Promise.all([a.deliverDue(), b.deliverDue()]);

    expect(roundA.sent + roundB.sent).toBe(30);
    // Both took part: the test did exercise two claimers at once.
    expect(roundA.sent).toBeGreaterThan(0);
    expect(roundB.sent).toBeGreaterThan(0);
    const subjects = smtp.received.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
    expect((await rows()).every((r) => r.sent_at !== null)).toBe(true);
  });

  // PGlite has one connection: a transaction held open there would block the relay's own claim.
  (factory.label === 'postgres' ? it : it.skip)('skips a row another process holds locked instead of waiting for it', async () => {
    const relay = relayOn(db, smtp.url);
    const first = await outbox().enqueue(mail(1));
    await outbox().enqueue(mail(2));
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query('SELECT id FROM mail_outbox WHERE id = $1 FOR UPDATE', [first]);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;

    expect(await relay.deliverDue()).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Messaggio 2']);
    release();
    await holder;
    expect(await relay.deliverDue()).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Messaggio 2', 'Messaggio 1']);
  });
});
