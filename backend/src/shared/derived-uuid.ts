import { createHash } from 'node:crypto';

/**
 * A stable UUID for anything a command creates (an event, a new record's id, a secret's reference): the same
 * seed always gives the same id, so a retry with the client's Idempotency-Key lands on what the first try made.
 */
export function derivedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  // Shape it as an RFC 4122 v5-style UUID so every adapter accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
