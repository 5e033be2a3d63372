import { PASSWORD_VALIDITY_DAYS } from '@tutela/contracts';

/** Expiry of a password chosen now (change, reset, creation with a known password). */
export function passwordExpiryFrom(now: Date): string {
  return new Date(now.getTime() + PASSWORD_VALIDITY_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
