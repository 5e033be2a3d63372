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

/**
 * A key the append claims is held by another stream (see ReservationChange): nothing was appended. The command
 * that asked for it turns it into its own Italian 409, naming the holder.
 */
export class ReservationConflictError extends Error {
  readonly code = 'RESERVATION_CONFLICT';
  constructor(
    readonly scope: string,
    readonly key: string,
    /** The stream holding the key, when it still holds it. */
    readonly holder: string | null,
  ) {
    super(`Chiave già riservata da un altro record (${scope} ${key}${holder ? `, ${holder}` : ''})`);
    this.name = 'ReservationConflictError';
  }
}

/** A booked interval (see IntervalReservationChange); `from` and `to` as ISO instants in UTC with milliseconds. */
export interface BookedInterval {
  scope: string;
  key: string;
  ref: string;
  /** The stream holding the booking. */
  stream: string;
  from: string;
  to: string;
}

/** One refused `book`: the interval asked for and every booking overlapping it. */
export interface IntervalConflict {
  requested: Omit<BookedInterval, 'stream'>;
  holders: BookedInterval[];
}

/**
 * One or more intervals the append books overlap bookings of the same scope and key (see IntervalReservationChange):
 * nothing was appended. `conflicts` has every refused interval of the append with who holds the time ("who, when"),
 * so a series can say which occurrences fail.
 */
export class IntervalConflictError extends Error {
  readonly code = 'INTERVAL_CONFLICT';
  constructor(
    readonly stream: string,
    readonly conflicts: IntervalConflict[],
  ) {
    super(
      `Intervallo già prenotato: ${conflicts
        .map(
          ({ requested, holders }) =>
            `${requested.scope} ${requested.key} ${requested.from}–${requested.to} (${holders.map((h) => `${h.stream} ${h.from}–${h.to}`).join(', ')})`,
        )
        .join('; ')}`,
    );
    this.name = 'IntervalConflictError';
  }
}
