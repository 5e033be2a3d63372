import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore, Database } from '@tutela/contracts';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { userStream } from '../domain/user.decider';

/** A pending claim older than this whose user stream was never written is a crash leftover and is taken over. */
export const STALE_RESERVATION_MS = 5 * 60 * 1000;

/**
 * E-mail uniqueness for event-sourced users: claim (pending) → append → confirm, or release on failure.
 * Two concurrent creations with one e-mail race on the PRIMARY KEY: exactly one claim wins.
 */
@Injectable()
export class EmailReservations {
  private readonly logger = new Logger('EmailReservations');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** true when `email` is now reserved for `userId` (also when it already was: a retried command). */
  async claim(email: string, userId: string): Promise<boolean> {
    if (await this.tryInsert(email, userId)) return true;
    const { rows } = await this.db.query<{ user_id: string; state: string; claimed_at: string | Date }>(
      'SELECT user_id, state, claimed_at FROM user_email_reservations WHERE email = $1',
      [email],
    );
    const holder = rows[0];
    if (!holder) return this.tryInsert(email, userId);
    if (holder.user_id === userId) return true;
    const stale = holder.state === 'pending' && Date.now() - new Date(holder.claimed_at).getTime() > STALE_RESERVATION_MS;
    if (!stale) return false;
    // The holder may have been appended just before a crash prevented the confirmation: the log decides.
    const written = (await this.store.readStream(userStream(holder.user_id), { toRevision: 0 })).length > 0;
    if (written) {
      await this.confirm(email, holder.user_id);
      return false;
    }
    this.logger.warn(`Prenotazione email abbandonata ripresa (utente ${holder.user_id} mai creato)`);
    await this.db.query("DELETE FROM user_email_reservations WHERE email = $1 AND user_id = $2 AND state = 'pending'", [
      email,
      holder.user_id,
    ]);
    return this.tryInsert(email, userId);
  }

  async confirm(email: string, userId: string): Promise<void> {
    await this.db.query("UPDATE user_email_reservations SET state = 'confirmed' WHERE email = $1 AND user_id = $2", [email, userId]);
  }

  /** Undo a claim whose append failed: only a pending claim of this user is removed. */
  async release(email: string, userId: string): Promise<void> {
    await this.db.query("DELETE FROM user_email_reservations WHERE email = $1 AND user_id = $2 AND state = 'pending'", [email, userId]);
  }

  /**
   * A creation failed: free the claim unless the user stream was written anyway (an append that succeeded
   * before the error, or a retried creation of an existing user), in which case the address stays taken.
   */
  async abandon(email: string, userId: string): Promise<void> {
    const written = (await this.store.readStream(userStream(userId), { toRevision: 0 })).length > 0;
    if (written) await this.confirm(email, userId);
    else await this.release(email, userId);
  }

  /** After an e-mail change: every other address the user held becomes free for others. */
  async releaseOthers(userId: string, keptEmail: string): Promise<void> {
    await this.db.query('DELETE FROM user_email_reservations WHERE user_id = $1 AND email <> $2', [userId, keptEmail]);
  }

  private async tryInsert(email: string, userId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO user_email_reservations (email, user_id, state) VALUES ($1, $2, 'pending')
       ON CONFLICT (email) DO NOTHING RETURNING email`,
      [email, userId],
    );
    return rows.length > 0;
  }
}
