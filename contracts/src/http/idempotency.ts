/**
 * `Idempotency-Key` (optional on every POST/PUT/PATCH/DELETE of the API): a UUID the client chooses once per
 * intended change and sends again, unchanged, on every retry of it. The server answers a retry with the first
 * answer and derives the command's ids from the key, so a write whose answer was lost is never done twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Sent with an answer repeated from the stored first one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered; a retry after that runs as a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
