import type { IntervalReservationChange, ReservationChange } from './event-store.port';

/** ISO 8601 instant with a zone ('Z' or ±hh:mm): a local time without one would depend on the server's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function isIntervalChange(change: ReservationChange): change is IntervalReservationChange {
  return change.kind === 'book' || change.kind === 'unbook';
}

/**
 * The bounds of a `book` in epoch milliseconds, checked: both ISO instants with a zone, `from` strictly before `to`.
 * Throws an Error naming the change otherwise (a programming error of the caller, like a malformed batch).
 */
export function bookedMillis(change: Extract<IntervalReservationChange, { kind: 'book' }>): { from: number; to: number } {
  const from = ISO_INSTANT.test(change.from) ? Date.parse(change.from) : NaN;
  const to = ISO_INSTANT.test(change.to) ? Date.parse(change.to) : NaN;
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(from < to)) {
    throw new Error(`Intervallo non valido per ${change.scope} ${change.key} (${change.ref}): ${change.from}–${change.to}`);
  }
  return { from, to };
}

/** Whether two half-open intervals [from, to) overlap (back-to-back ones do not). */
export function intervalsOverlap(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  return a.from < b.to && b.from < a.to;
}
