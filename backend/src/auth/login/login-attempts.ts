import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { DATABASE } from '../../shared/tokens';

export type LoginOutcome = 'success' | 'invalid_credentials' | 'rate_limited';

/**
 * Audit trail and rate limit of logins. Only wrong credentials count as failures: refused (rate-limited)
 * attempts are recorded but do not extend the lock, and a success clears the e-mail's count.
 */
@Injectable()
export class LoginAttempts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async isLimited(email: string, ip: string): Promise<boolean> {
    const { rows } = await this.db.query<{ by_email: number; by_ip: number }>(
      `SELECT
         (SELECT count(*)::int FROM login_attempts f
           WHERE f.email = $1 AND f.reason = 'invalid_credentials' AND f.at > now() - make_interval(mins => $3)
             AND f.at > COALESCE((SELECT max(s.at) FROM login_attempts s WHERE s.email = $1 AND s.success), '-infinity'))
           AS by_email,
         (SELECT count(*)::int FROM login_attempts
           WHERE ip = $2 AND reason = 'invalid_credentials' AND at > now() - make_interval(mins => $3)) AS by_ip`,
      [email, ip, LOGIN_FAILURE_WINDOW_MINUTES],
    );
    const { by_email, by_ip } = rows[0];
    return by_email >= LOGIN_MAX_FAILURES || by_ip >= LOGIN_MAX_FAILURES_PER_IP;
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
