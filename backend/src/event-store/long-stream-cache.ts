import type {
  AppendOptions,
  AppendResult,
  ChainedEvent,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '@tutela/contracts';

export interface LongStreamCacheLimits {
  /** A stream is kept once a whole read of it returns at least this many events. */
  minEvents: number;
  /** Events kept across all streams; the least recently read streams go first. */
  maxEvents: number;
}

/**
 * A stream shorter than 64 events costs one indexed read either way, kept or not; a chat of a few hundred messages
 * or a record changed a thousand times cost every command a read of all of it (22 ms for 1,128 events against
 * 0.6 ms for one). 20,000 kept events are some tens of megabytes of the API process.
 */
export const LONG_STREAM_LIMITS: LongStreamCacheLimits = { minEvents: 64, maxEvents: 20_000 };

/**
 * Keeps the events of long streams in memory, so that a command on one reads only what was appended since.
 * Stored events never change (a correction is a new event), so a kept stream is right as far as it goes whoever
 * wrote after it: the next read asks for the events from the last kept one on, and checks that this event is still
 * the one kept (a store emptied under the process, in tests, is simply read again from the start).
 * Kept events are frozen: a caller that changed one would change every later read of it.
 */
export class LongStreamCachingEventStore implements EventStore {
  /** Each kept stream's events, in revision order; never changed in place (a longer read replaces them). */
  private readonly kept = new Map<string, readonly RecordedEvent[]>();
  private keptEvents = 0;

  constructor(
    /** The adapter that stores the events (PostgreSQL, PGlite or EventStoreDB). */
    readonly inner: EventStore,
    private readonly limits: LongStreamCacheLimits = LONG_STREAM_LIMITS,
  ) {
    // The audit's verifier finds the chained readers by duck typing: pass them through when the store has them.
    const chained = inner as EventStore & Pick<LongStreamCachingEventStore, 'readAllChained'>;
    if (typeof chained.readAllChained === 'function') this.readAllChained = chained.readAllChained.bind(inner);
    if (typeof inner.readChain === 'function') this.readChain = inner.readChain.bind(inner);
  }

  readChain?: (stream: string) => Promise<ChainedEvent[]>;
  readAllChained?: (options: ReadAllOptions) => Promise<ChainedEvent[]>;

  append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.inner.append(stream, events, options);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const whole = options?.fromRevision === undefined && options?.toRevision === undefined;
    const kept = this.kept.get(stream);
    if (!whole || !kept) {
      const events = await this.inner.readStream(stream, options);
      // The caller gets its own array: one it sorted or appended to must not change what is kept.
      return whole && this.keep(stream, events) ? events.slice() : events;
    }
    const last = kept[kept.length - 1];
    const tail = await this.inner.readStream(stream, { fromRevision: last.revision });
    if (tail[0]?.id !== last.id) {
      const events = await this.inner.readStream(stream);
      return this.keep(stream, events) ? events.slice() : events;
    }
    const events = tail.length === 1 ? kept : kept.concat(tail.slice(1));
    // The kept events are frozen already: only the new ones need it.
    this.keep(stream, events, kept.length);
    return events.slice();
  }

  readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.inner.subscribe(options);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    this.kept.clear();
    this.keptEvents = 0;
    return this.inner.close();
  }

  /** How many streams and events are kept (for the tests and the benchmark). */
  keptSize(): { streams: number; events: number } {
    return { streams: this.kept.size, events: this.keptEvents };
  }

  /** Keeps the stream's events (those from `frozenFrom` on frozen first) when it is long enough; true when it did. */
  private keep(stream: string, events: readonly RecordedEvent[], frozenFrom = 0): boolean {
    this.drop(stream);
    if (events.length < this.limits.minEvents || events.length > this.limits.maxEvents) return false;
    for (let i = frozenFrom; i < events.length; i++) deepFreeze(events[i]);
    // Map order is insertion order: re-inserting on every read keeps the least recently read stream first.
    this.kept.set(stream, events);
    this.keptEvents += events.length;
    for (const [oldest, oldestEvents] of this.kept) {
      if (this.keptEvents <= this.limits.maxEvents) break;
      this.kept.delete(oldest);
      this.keptEvents -= oldestEvents.length;
    }
    return this.kept.has(stream);
  }

  private drop(stream: string): void {
    const kept = this.kept.get(stream);
    if (!kept) return;
    this.kept.delete(stream);
    this.keptEvents -= kept.length;
  }
}

/** Freezes an event and everything in it; stops at what is already frozen. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
