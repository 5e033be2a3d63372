import type { AuditProblem, ChainedEvent, StreamChainCheck } from '@tutela/contracts';
import { GENESIS_HASH, chainHash, eventBodyHash } from '../../shared/event-chain/event-chain';

const MAX_REMOVED_LISTED = 20;

/**
 * Re-computes one stream's chain from its stored rows (in revision order) and says what is wrong, event by
 * event. Each row keeps the previous hash it was chained to, so a row can be judged on its own (is its content
 * still what was hashed?) and against its neighbour (is it still where it was chained?):
 * - altered: the row no longer hashes to its own hash (content, type, metadata… changed);
 * - reordered: the row is intact but sits at another revision than the one it was hashed at;
 * - removed: revisions missing between two rows;
 * - inserted: a row without a hash (written around the store), or an intact row that is not the one its
 *   successor was chained to (a forged row with a recomputed hash).
 * A row already reported does not make its successor's link count twice.
 */
export function checkStreamChain(events: readonly ChainedEvent[]): StreamChainCheck {
  const problems: AuditProblem[] = [];
  const report = (kind: AuditProblem['kind'], event: ChainedEvent | null, revision: number | null, detail: string) =>
    problems.push({
      kind,
      stream: event?.stream ?? null,
      revision,
      position: event?.position ?? null,
      detail,
    });
  const maxRevision = events.reduce((max, event) => Math.max(max, event.revision), -1);
  let expectedRevision = 0;
  let previous: string | null = GENESIS_HASH;
  let previousReported = false;
  for (const event of events) {
    const stream = event.stream;
    if (event.revision > expectedRevision) {
      const missing = event.revision - expectedRevision;
      for (let revision = expectedRevision; revision < event.revision && revision < expectedRevision + MAX_REMOVED_LISTED; revision++) {
        problems.push({
          kind: 'removed',
          stream,
          revision,
          position: null,
          detail: `evento mancante (${missing} nella sequenza)`,
        });
      }
    }
    const gap = event.revision !== expectedRevision;
    let reported = false;
    if (event.hash === null) {
      report('inserted', event, event.revision, 'evento senza impronta: scritto fuori dall’event store');
      reported = true;
    } else {
      const body = eventBodyHash(event);
      if (chainHash(event.previousHash ?? '', event.revision, body) !== event.hash) {
        const original = findOriginalRevision(event.previousHash ?? '', body, event.hash, maxRevision + 1);
        if (original === null) report('altered', event, event.revision, 'contenuto diverso da quello registrato');
        else report('reordered', event, event.revision, `registrato alla revisione ${original}, ora alla ${event.revision}`);
        reported = true;
      } else if (!gap && !previousReported && event.previousHash !== previous) {
        if (events.some((other) => other.hash === event.previousHash)) {
          report('reordered', event, event.revision, 'evento fuori ordine nella catena');
        } else {
          report('inserted', event, event.revision - 1, 'evento precedente sostituito (non è quello a cui era concatenato)');
        }
        reported = true;
      }
    }
    previous = event.hash;
    previousReported = reported;
    expectedRevision = event.revision + 1;
  }
  return { ok: problems.length === 0, problems };
}

/** The revision an intact row was hashed at, if it was moved; null when no revision explains its hash. */
function findOriginalRevision(previousHash: string, body: string, hash: string, upTo: number): number | null {
  for (let revision = 0; revision <= upTo; revision++) {
    if (chainHash(previousHash, revision, body) === hash) return revision;
  }
  return null;
}
