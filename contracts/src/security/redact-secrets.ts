/**
 * The one redaction rule for event data leaving the event store: the activity log, the Kafka relay and any
 * history or export. New events carry no secret (credentials live in the write-side `credential_secrets`
 * table), but events stored before that still hold argon2 and reset-token hashes, and the log is immutable.
 */

/** Key fragments that mark a secret anywhere in the name (`passwordHash`, `tokenHash`, `password_confirmation`). */
const SECRET_PARTS = ['hash', 'secret', 'credential', 'privatekey', 'apikey', 'passwordconfirm'];
/** Endings that mark a secret (`password`, `newPassword`, `resetToken`, `pin`). */
const SECRET_ENDINGS = ['password', 'passwd', 'pwd', 'token', 'salt', 'otp', 'pin'];

/**
 * True for keys whose values must never leave the store (activity log, relay, history, export) nor be kept in
 * the idempotency table's request fingerprint.
 */
export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_PARTS.some((part) => normalized.includes(part)) || SECRET_ENDINGS.some((end) => normalized.endsWith(end));
}

/**
 * A deep copy of event data without secret-like keys. A boolean cannot leak a secret, so flags such as
 * `mustChangePassword` stay. NUL characters are dropped from strings: PostgreSQL text and jsonb reject them.
 */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    if (isSecretKey(key) && typeof inner !== 'boolean') continue;
    copy[key.replaceAll('\u0000', '')] = redactSecrets(inner);
  }
  return copy;
}
