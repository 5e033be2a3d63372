import { Inject, Injectable } from '@nestjs/common';
import {
  LOGIN_ACCOUNT_DELAY_BASE_MS,
  LOGIN_ACCOUNT_DELAY_MAX_MS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_IP,
  type Database,
  type Sql,
} from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';

export type LoginOutcome = 'success' | 'invalid_credentials' | 'rate_limited';

/** What the throttle says before a login is tried. */
export interface LoginThrottle {
  /** Answer 429 without trying: this address failed too often, for this e-mail or for any. */
  refused: boolean;
  /** Wait this long before trying: the account failed often, from any address. Never a refusal. */
  delayMs: number;
}

/** The account-wide slow-down: nothing up to the limit, then doubling from the base up to the cap. */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES) return 0;
  return Math.min(LOGIN_ACCOUNT_DELAY_MAX_MS, LOGIN_ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(failures - LOGIN_MAX_FAILURES, 16));
}

/**
 * Audit trail and brute-force protection of logins, built so it cannot be turned into a lock-out:
 * - one e-mail from one address: LOGIN_MAX_FAILURES failures in the window refuse that pair (429);
 * - one address, any e-mail: LOGIN_MAX_FAILURES_PER_IP failures refuse that address (password spraying);
 * - one e-mail, any address: only a growing delay. The owner with the right password from another address
 *   always gets in, a few seconds later at worst.
 * Only wrong credentials count; a success clears the counts of its e-mail (pair and account).
 */
@Injectable()
export class LoginAttempts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async throttle(email: string, ip: string): Promise<LoginThrottle> {
    const { rows } = await this.db.query<{ by_pair: number; by_email: number; by_ip: number }>(
      `WITH last_success AS (
         SELECT COALESCE(max(at), '-infinity') AS at FROM login_attempts WHERE email = $1 AND success
       ), recent AS (
         SELECT ip FROM login_attempts
          WHERE email = $1 AND reason = 'invalid_credentials' AND at > now() - make_interval(mins => $3)
            AND at > (SELECT at FROM last_success)
       )
       SELECT (SELECT count(*)::int FROM recent WHERE ip = $2) AS by_pair,
              (SELECT count(*)::int FROM recent) AS by_email,
              (SELECT count(*)::int FROM login_attempts
                WHERE ip = $2 AND reason = 'invalid_credentials' AND at > now() - make_interval(mins => $3)) AS by_ip`,
      [email, ip, LOGIN_FAILURE_WINDOW_MINUTES],
    );
    const { by_pair, by_email, by_ip } = rows[0];
    return {
      refused: by_pair >= LOGIN_MAX_FAILURES || by_ip >= LOGIN_MAX_FAILURES_PER_IP,
      delayMs: accountDelayMs(by_email),
    };
  }

  async record(email: string, ip: string, outcome: LoginOutcome, userId: string | null): Promise<void> {
    await this.db.query('INSERT INTO login_attempts (email, ip, success, reason, user_id) VALUES ($1, $2, $3, $4, $5)', [
      email,
      ip,
      outcome === 'success',
      outcome === 'success' ? null : outcome,
      userId,
    ]);
  }
}

/** The user's successful logins since `since` (the dashboard's figure). */
export async function successfulLoginsSince(db: Sql, userId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_attempts WHERE user_id = $1 AND success AND at >= $2`,
    [userId, since],
  );
  return rows[0]?.n ?? 0;
}

/** The failed logins of the entity's users since `since` (the dashboard's figure). */
export async function entityFailedLoginsSince(db: Sql, entityId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_attempts a JOIN users u ON u.id = a.user_id WHERE u.entity_id = $1 AND NOT a.success AND a.at >= $2',
    [entityId, since],
  );
  return rows[0]?.n ?? 0;
}
