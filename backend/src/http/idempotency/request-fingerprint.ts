import { redactSecrets } from '@tutela/contracts';
import { createHash } from 'node:crypto';

/** Object keys sorted at every depth: `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * What makes a retry "the same request": method, path and body. The body's secrets (password, confirmation,
 * reset token) are left out through the shared redaction rule: a fast hash over a password is a guessing oracle,
 * and this table is not meant to hold credentials. The cost: a retry with the same key that changes only a
 * password gets the first answer rather than 422.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const material = JSON.stringify([method.toUpperCase(), path, canonical(redactSecrets(body ?? null))]);
  return createHash('sha256').update(material).digest('hex');
}
