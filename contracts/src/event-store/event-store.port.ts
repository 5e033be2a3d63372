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

/**
 * One key in a scope (for instance scope 'worker-tax-code', key '<customer id>:<tax code>'), held by at most one
 * stream. `claim` takes it for the appending stream (already its own: nothing to do; another stream's: the append
 * fails with ReservationConflictError); `release` gives back the stream's own key (another stream's is left alone).
 */
export interface ReservationChange {
  kind: 'claim' | 'release';
  scope: string;
  key: string;
}

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
