import { textStart } from '@tutela/contracts';
import { WakeSignal, backoffDelay } from '../../event-store/wake-signal';
import type { MailAttachment } from './mail-outbox';
import type { ClaimedMail, MailOutboxStore } from './mail-outbox.store';

/** One message as handed to the SMTP server. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Where mails leave the process (nodemailer in production). `send` resolves once the server accepted it. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Nest's Logger fits: plain Italian lines. */
export interface MailRelayLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface MailRelayTuning {
  /** Idle poll; an enqueue in this process (notify) wakes the relay sooner. */
  pollIntervalMs?: number;
  /** How long a claimed row stays away from other relays: well above the transport's own time-outs. */
  leaseMs?: number;
  /** Back-off after a failed attempt: base, doubling, capped. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A row that failed this many times is given up (failed_at) and logged as an error. */
  maxAttempts?: number;
  /** Older rows are not sent at all: a password-reset link from yesterday has expired anyway. */
  maxAgeMs?: number;
  /** On stop, how long to let the mail in flight finish before closing the transport regardless. */
  stopGraceMs?: number;
}

export interface MailRelayOptions extends MailRelayTuning {
  store: MailOutboxStore;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  logger: MailRelayLogger;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  abandoned: number;
}

const LAST_ERROR_MAX_LENGTH = 500;

/**
 * Sends mail_outbox rows through SMTP, oldest first, one claimed row at a time (see MailOutboxStore for why
 * several relays on one database never send the same row twice). Log lines name kind, recipient and row id,
 * never the body: a reset link is a credential.
 */
export class MailRelay {
  private readonly wake = new WakeSignal();
  private done: Promise<void> = Promise.resolve();
  private readonly settings: Required<MailRelayTuning>;

  constructor(private readonly options: MailRelayOptions) {
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? 15_000,
      leaseMs: options.leaseMs ?? 10 * 60_000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      retryMaxMs: options.retryMaxMs ?? 60 * 60_000,
      maxAttempts: options.maxAttempts ?? 10,
      maxAgeMs: options.maxAgeMs ?? 24 * 60 * 60_000,
      stopGraceMs: options.stopGraceMs ?? 5_000,
    };
  }

  /** A mail was enqueued: skip the rest of the idle wait. */
  readonly notify = (): void => this.wake.notify();

  start(): void {
    this.done = this.run();
  }

  /** Ends the loop after the mail in flight (bounded by stopGraceMs), then closes the transport. Idempotent. */
  async stop(): Promise<void> {
    this.wake.cancel();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.settings.stopGraceMs)));
    await Promise.race([this.done, grace]);
    clearTimeout(timer);
    await this.options.transport.close().catch(() => undefined);
  }

  /** Sends every row that is due now. The loop calls it; tests call it directly instead of waiting for a timer. */
  async deliverDue(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, failed: 0, abandoned: 0 };
    while (!this.wake.isCancelled) {
      const mail = await this.options.store.claimNext(this.settings.leaseMs);
      if (!mail) break;
      round[await this.deliver(mail)] += 1;
    }
    return round;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.wake.isCancelled) {
      // Cleared before reading: an enqueue that lands during the round wakes the next one at once.
      this.wake.clear();
      try {
        await this.deliverDue();
        failures = 0;
        await this.wake.wait(this.settings.pollIntervalMs);
      } catch (error) {
        // The database, not SMTP (those failures are per row): retry soon, but never spin.
        failures += 1;
        this.options.logger.error(`Invio email: lettura di mail_outbox non riuscita (${describe(error)}), nuovo tentativo`);
        await this.wake.sleep(backoffDelay(failures, 1_000, this.settings.pollIntervalMs));
      }
    }
  }

  private async deliver(mail: ClaimedMail): Promise<keyof DeliveryRound> {
    const { store, transport, from, logger } = this.options;
    const what = `Email "${mail.kind}" per ${mail.to} (id ${mail.id})`;
    if (mail.ageMs > this.settings.maxAgeMs) {
      const hours = Math.round(this.settings.maxAgeMs / 3_600_000);
      await store.abandon(mail.id, `non inviata: in coda da più di ${hours} ore`);
      logger.error(`${what} non inviata: in coda da più di ${hours} ore`);
      return 'abandoned';
    }
    try {
      await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= this.settings.maxAttempts;
      const retryAfterMs = backoffDelay(attempts, this.settings.retryBaseMs, this.settings.retryMaxMs);
      const reason = textStart(describe(error), LAST_ERROR_MAX_LENGTH);
      await store.markFailed(mail.id, reason, retryAfterMs, giveUp);
      if (giveUp) logger.error(`${what} non inviata dopo ${attempts} tentativi, abbandonata: ${reason}`);
      else
        logger.warn(
          `${what}: invio non riuscito (tentativo ${attempts}), nuovo tentativo tra ${Math.ceil(retryAfterMs / 1000)} s: ${reason}`,
        );
      return 'failed';
    }
    // Outside the try: failing to record a success is not a failed send (that would resend it after a short
    // back-off); the row keeps its lease, and is sent again only if nobody manages to mark it before then.
    await store.markSent(mail.id);
    logger.log(`${what} inviata via SMTP`);
    return 'sent';
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
