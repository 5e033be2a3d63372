import {
  IdempotencyMismatchError,
  IntervalConflictError,
  ReservationConflictError,
  WrongExpectedRevisionError,
  bookedMillis,
  intervalsOverlap,
  type BookedInterval,
  type IntervalConflict,
  type ReservationChange,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '@tutela/contracts';

interface Booking extends BookedInterval {
  fromMs: number;
  toMs: number;
}

/**
 * A faithful in-memory `EventStore` for projection tests: expected revisions, idempotent re-appends, readAll
 * after/limit, catch-up-then-live subscriptions, reservations (unique keys and booked intervals, applied with the
 * events or not at all, as the PostgreSQL store does). Positions start at 1 and have no gaps.
 */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  /** Unique keys: `scope NUL key` → holding stream. */
  private keys = new Map<string, string>();
  private bookings: Booking[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly wakers = new Set<() => void>();
  private readonly subscriptions = new Set<InMemorySubscription>();
  private closed = false;

  async append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new Error('append richiede almeno un evento');
    const existing = this.streams.get(stream) ?? [];
    const stored = events.map((event) => existing.find((recorded) => recorded.id === event.id));
    if (stored.every((recorded) => recorded !== undefined)) {
      const last = stored[stored.length - 1] as RecordedEvent;
      // As the stores answer a retry: the result of the original append, even after the stream moved on.
      return { nextRevision: last.revision, position: last.position };
    }
    if (stored.some((recorded) => recorded !== undefined)) throw new IdempotencyMismatchError(stream);

    const actual = existing.length === 0 ? 'no_stream' : existing[existing.length - 1].revision;
    const expected = options.expectedRevision;
    if ((expected === 'no_stream' && actual !== 'no_stream') || (typeof expected === 'number' && expected !== actual)) {
      throw new WrongExpectedRevisionError(stream, expected, actual);
    }
    this.reserve(stream, options.reservations ?? []);

    const recorded = events.map((event, index): RecordedEvent => ({
      id: event.id,
      stream,
      revision: existing.length + index,
      position: this.log.length + index + 1,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: structuredClone(event.data),
      metadata: structuredClone(event.metadata),
    }));
    this.streams.set(stream, [...existing, ...recorded]);
    this.log.push(...recorded);
    for (const wake of [...this.wakers]) wake();
    const last = recorded[recorded.length - 1];
    return { nextRevision: last.revision, position: last.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const from = options.fromRevision ?? 0;
    const to = options.toRevision ?? Number.POSITIVE_INFINITY;
    return (this.streams.get(stream) ?? [])
      .filter((event) => event.revision >= from && event.revision <= to)
      .map((event) => structuredClone(event));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (!(options.limit > 0)) throw new Error('readAll richiede un limit positivo');
    // Positions are 1..n without gaps, so "after p" starts at index p.
    const start = Math.max(0, options.after ?? 0);
    return this.log.slice(start, start + options.limit).map((event) => structuredClone(event));
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const subscription = new InMemorySubscription(this, options);
    this.subscriptions.add(subscription);
    subscription.done.finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<number> {
    return this.log.length;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.closed = true;
  }

  /** Test hook: every open subscription fails as a dropped connection would, calling its onError. */
  async failSubscriptions(error: Error): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.fail(error)));
  }

  /** Resolves on the next append (or immediately if `stopped` says so), for live subscriptions. */
  waitForAppend(stopped: () => boolean): { promise: Promise<void>; cancel: () => void } {
    let wake: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      wake = () => {
        this.wakers.delete(wake);
        resolve();
      };
      this.wakers.add(wake);
      if (stopped()) wake();
    });
    return { promise, cancel: wake };
  }

  /**
   * The changes in order on copies of the keys and bookings, kept only when none is refused: a held key throws
   * ReservationConflictError at once, refused bookings are all collected into one IntervalConflictError.
   */
  private reserve(stream: string, changes: readonly ReservationChange[]): void {
    if (changes.length === 0) return;
    const keys = new Map(this.keys);
    let bookings = [...this.bookings];
    const conflicts: IntervalConflict[] = [];
    for (const change of changes) {
      const id = `${change.scope}\u0000${change.key}`;
      const same = (b: Booking) => b.scope === change.scope && b.key === change.key;
      switch (change.kind) {
        case 'claim': {
          const holder = keys.get(id);
          if (holder !== undefined && holder !== stream) throw new ReservationConflictError(change.scope, change.key, holder);
          keys.set(id, stream);
          break;
        }
        case 'release':
          if (keys.get(id) === stream) keys.delete(id);
          break;
        case 'unbook':
          bookings = bookings.filter((b) => !(same(b) && b.stream === stream && b.ref === change.ref));
          break;
        case 'book': {
          const { from: fromMs, to: toMs } = bookedMillis(change);
          const [from, to] = [new Date(fromMs).toISOString(), new Date(toMs).toISOString()];
          const own = (b: Booking) => same(b) && b.stream === stream && b.ref === change.ref;
          const holders = bookings
            .filter((b) => same(b) && !own(b) && intervalsOverlap({ from: b.fromMs, to: b.toMs }, { from: fromMs, to: toMs }))
            .sort((a, b) => a.fromMs - b.fromMs || a.stream.localeCompare(b.stream) || a.ref.localeCompare(b.ref));
          if (holders.length > 0) {
            conflicts.push({
              requested: { scope: change.scope, key: change.key, ref: change.ref, from, to },
              holders: holders.map(({ fromMs: _f, toMs: _t, ...holder }) => holder),
            });
            break;
          }
          bookings = [
            ...bookings.filter((b) => !own(b)),
            { scope: change.scope, key: change.key, ref: change.ref, stream, from, to, fromMs, toMs },
          ];
          break;
        }
      }
    }
    if (conflicts.length > 0) throw new IntervalConflictError(stream, conflicts);
    this.keys = keys;
    this.bookings = bookings;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('event store chiuso');
  }
}

class InMemorySubscription implements Subscription {
  readonly done: Promise<void>;
  private stopped = false;
  private failure: Error | null = null;
  private cancelWait: (() => void) | null = null;

  constructor(
    private readonly store: InMemoryEventStore,
    private readonly options: SubscribeOptions,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelWait?.();
    await this.done;
  }

  async fail(error: Error): Promise<void> {
    this.failure = error;
    this.cancelWait?.();
    await this.done;
  }

  private async run(): Promise<void> {
    let after = this.options.after ?? 0;
    // Let subscribe() return before the first delivery, as a networked store would.
    await Promise.resolve();
    try {
      while (!this.stopped) {
        if (this.failure) throw this.failure;
        const events = await this.store.readAll({ after, limit: 100 });
        if (events.length === 0) {
          const wait = this.store.waitForAppend(() => this.stopped || this.failure !== null);
          this.cancelWait = wait.cancel;
          // Re-check: an append may have landed between the read and registering the waker.
          if ((await this.store.headPosition()) > after) wait.cancel();
          await wait.promise;
          this.cancelWait = null;
          continue;
        }
        for (const event of events) {
          if (this.stopped) return;
          if (this.failure) throw this.failure;
          await this.options.onEvent(event);
          after = event.position;
        }
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error);
    }
  }
}
