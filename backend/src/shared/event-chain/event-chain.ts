import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';

/** The "previous hash" of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What of an event its hash covers, besides its revision and the previous hash. */
export interface HashedContent {
  id: string;
  stream: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * SHA-256 of the event's canonical body. Computed by the writer (it alone holds the JSON as it was meant), sent
 * with the append; the database then only chains it (see chainHash), so the hashing in SQL stays one call.
 */
export function eventBodyHash(event: HashedContent): string {
  return sha256Hex(
    canonicalJson({
      id: event.id.toLowerCase(),
      stream: event.stream,
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: event.data ?? null,
      metadata: event.metadata ?? null,
    }),
  );
}

/**
 * The link: SHA-256 of "<previous hash>:<revision>:<body hash>" (ASCII). The same text is hashed by the append
 * function in SQL (`encode(sha256(convert_to(…)), 'hex')`), so both must change together.
 */
export function chainHash(previousHash: string, revision: number, bodyHash: string): string {
  return sha256Hex(`${previousHash}:${revision}:${bodyHash}`);
}

/** The hash an event must carry, given the hash of the event before it in its stream. */
export function expectedEventHash(previousHash: string, event: HashedContent & { revision: number }): string {
  return chainHash(previousHash, event.revision, eventBodyHash(event));
}
