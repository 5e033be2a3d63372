import type { ExpectedRevision } from './event-store.port';

/** The stream moved on since the caller read it: answered as HTTP 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `Il record è stato modificato da un altro utente nel frattempo: ricaricare i dati e riprovare (stream ${stream}, atteso ${String(expected)}, attuale ${String(actual)})`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Some, but not all, of the ids of a batch are already stored: a retry that does not match the original. */
export class IdempotencyMismatchError extends Error {
  readonly code = 'IDEMPOTENCY_MISMATCH';
  constructor(readonly stream: string) {
    super(`La richiesta ripetuta non corrisponde a quella originale (stream ${stream})`);
    this.name = 'IdempotencyMismatchError';
  }
}
