import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ALL_TENANTS, PASSWORD_RESET_TOKEN_TTL_MINUTES, type AppCode, type Database } from '@tutela/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Actor } from '../../shared/event-metadata';
import { DATABASE } from '../../shared/tokens';
import { RequestPasswordResetCommand } from '../../users/public';
import { resetTokenHash } from '../../users/public';
import type { UserCommandResult } from '../../users/public';
import { normalizeEmail } from '../../users/public';
import { UserReadModel } from '../../users/public';
import { MailOutbox } from '../mail/mail-outbox';
import { allowedResetOrigins, resetLink, resetLinkBase } from '../mail/reset-link';

/** Who asks for a reset link is not signed in: the log records the request as such. */
const ANONYMOUS: Actor = { userId: 'anonymous', name: 'Richiesta anonima', role: 'anonymous', entityId: null };

/** A new link for the same account at most this often, so the form cannot flood someone's mailbox. */
export const RESET_REQUEST_COOLDOWN_SECONDS = 60;

/**
 * Handles "password dimenticata". The HTTP answer never waits for this work: known and unknown addresses are
 * answered identically and equally fast; the link is created in the background.
 */
@Injectable()
export class PasswordResetLinks implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordResetLinks');
  private readonly pending = new Set<Promise<void>>();
  private readonly allowedOrigins = allowedResetOrigins();

  constructor(
    private readonly commands: CommandBus,
    private readonly readModel: UserReadModel,
    private readonly outbox: MailOutbox,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  request(email: string, app: AppCode | null, front: string | undefined, commandId: string = randomUUID()): void {
    const work = this.process(normalizeEmail(email), app, front, commandId)
      .catch((error: unknown) => this.logger.error(`Richiesta di reimpostazione password non elaborata: ${String(error)}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Lets tests and shutdown wait for links still being prepared. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async process(email: string, app: AppCode | null, front: string | undefined, commandId: string): Promise<void> {
    const account = await this.readModel.credentialsByEmail(email);
    if (!account || !account.active) return;
    if (await this.requestedRecently(account.user_id)) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MINUTES * 60 * 1000).toISOString();
    const result = await this.commands.execute<RequestPasswordResetCommand, UserCommandResult>(
      new RequestPasswordResetCommand(account.user_id, resetTokenHash(token), expiresAt, app, {
        actor: ANONYMOUS,
        commandId,
        scope: ALL_TENANTS,
      }),
    );
    // A retry (same Idempotency-Key) of a request already recorded: the stored token is the first one, so a
    // mail with this new token would carry a link that cannot work.
    if (result.events.length === 0) return;
    const link = resetLink(resetLinkBase(front, this.allowedOrigins), token, account.email);
    await this.outbox.enqueue({
      kind: 'password_reset',
      to: account.email,
      subject: 'Reimpostazione della password',
      text: [
        'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
        `Per scegliere una nuova password apri questo collegamento entro ${PASSWORD_RESET_TOKEN_TTL_MINUTES} minuti:`,
        link,
        'Se non hai richiesto tu la reimpostazione, ignora questo messaggio: la password attuale resta valida.',
      ].join('\n\n'),
      userId: account.user_id,
    });
  }

  private async requestedRecently(userId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM password_reset_tokens WHERE user_id = $1 AND requested_at > now() - make_interval(secs => $2)',
      [userId, RESET_REQUEST_COOLDOWN_SECONDS],
    );
    return rows.length > 0;
  }
}
