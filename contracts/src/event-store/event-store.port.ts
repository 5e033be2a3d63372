import type { NewEvent, RecordedEvent } from './event-envelope';

/**
 * `no_stream`: the stream must not exist yet. `any`: no check. A number: the revision of the stream's last
 * event must be exactly that (0-based).
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /**
   * Unique keys claimed or released by the appending stream, written in the append's own transaction: the events
   * and the keys commit together or not at all. Applied in order, releases of the stream's own keys first when
   * a key moves. Only when the events are appended: a retry the store recognises as already stored changes none.
   */
  reservations?: readonly ReservationChange[];
}

/** A unique key or a time interval claimed or given back by the appending stream. */
export type ReservationChange = KeyReservationChange | IntervalReservationChange;

/**
 * One key in a scope (for instance scope 'worker-tax-code', key '<customer id>:<tax code>'), held by at most one
 * stream. `claim` takes it for the appending stream (already its own: nothing to do; another stream's: the append
 * fails with ReservationConflictError); `release` gives back the stream's own key (another stream's is left alone).
 */
export interface KeyReservationChange {
  kind: 'claim' | 'release';
  scope: string;
  key: string;
}

/**
 * A time interval of one key in a scope (scope 'physician', key '<physician id>', from–to), booked by the appending
 * stream under `ref` (the occurrence id: one stream may hold several intervals of one key). Half-open [from, to):
 * back-to-back bookings do not overlap. No two bookings of the same scope and key overlap, whichever streams hold
 * them (a stream's own bookings under other refs included). `book` takes [from, to) under `ref`, replacing the
 * interval the stream already holds under that ref; an overlap fails the append with IntervalConflictError, which
 * names every booking in the way of every refused interval. `unbook` gives back the stream's own booking under
 * `ref` (from and to are not needed). A move is an unbook and a book in one append (or a book under the same ref).
 * `from` and `to`: ISO 8601 instants with a zone (e.g. '2026-03-02T08:00:00Z'), `from` before `to`.
 */
export type IntervalReservationChange =
  | { kind: 'book'; scope: string; key: string; ref: string; from: string; to: string }
  | { kind: 'unbook'; scope: string; key: string; ref: string };

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextRevision: number;
  /** Global position of the last event written (or already stored, on an idempotent retry). */
  position: number;
}

export interface ReadStreamOptions {
  /** Inclusive lower bound (0-based). */
  fromRevision?: number;
  /** Inclusive upper bound. */
  toRevision?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this global position. Omit or 0 to start from the beginning. */
  after?: number;
  limit: number;
}

export interface Subscription {
  stop(): Promise<void>;
  /**
   * Optional: read again now instead of at the next poll or notification. For a caller that has just committed
   * a transaction of its own that may have been holding events back from readers (the projection runtime after
   * each batch).
   */
  recheck?(): void;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events strictly after this position (catch-up first, then live). */
  after?: number;
  /** Called once per event, in global order; the next event waits for the promise. */
  onEvent: (event: RecordedEvent) => Promise<void>;
  /** Called when the subscription fails irrecoverably. */
  onError?: (error: unknown) => void;
}

/**
 * An event with its tamper-evidence link: `hash` = SHA-256 over the previous event's hash of the same stream
 * (`previousHash`, a fixed genesis value for revision 0), the revision and the event's canonical body. null on a
 * row written around the store (no chain): the verifier reports it.
 */
export interface ChainedEvent extends RecordedEvent {
  previousHash: string | null;
  hash: string | null;
}

/** The one storage port. Adapters: PostgreSQL (pg), embedded PGlite (same SQL), EventStoreDB. */
export interface EventStore {
  append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Position of the newest event visible to readers (0 when empty). */
  headPosition(): Promise<number>;
  /** The stream's events with their chain hashes, in revision order (the audit export and verifier). */
  readChain?(stream: string): Promise<ChainedEvent[]>;
  close(): Promise<void>;
}
