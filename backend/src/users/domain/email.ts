import { isEmailAddress } from '@tutela/contracts';

/**
 * E-mail addresses identify users at login and must be unique: they are compared and stored trimmed and
 * lower-cased so 'Mario.Rossi@X.it ' and 'mario.rossi@x.it' are the same account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The platform's one e-mail rule (contracts), the same the request decorator and the user form ask. */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email);
}

/** Compares two hex digests without stopping at the first difference, so timing reveals nothing. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
