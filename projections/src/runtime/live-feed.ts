import type { EventStore, RecordedEvent, Subscription } from '@tutela/contracts';
import { retryDelayMs, type RetryPolicy } from './retry-policy';
import { errorMessage, type RuntimeLogger } from './runtime-logger';

export interface LiveFeedOptions {
  eventStore: EventStore;
  batchSize: number;
  retry: RetryPolicy;
  logger: RuntimeLogger;
  /** Receives the batches in order; the feed waits for it when a batch is full (backpressure). */
  onBatch(batch: RecordedEvent[]): Promise<void>;
}

/**
 * The runtime's one subscription to the global log, cut into batches. A dropped subscription is resumed with
 * backoff right after the last event received, so nothing is skipped or delivered twice.
 */
export class LiveFeed {
  private active = false;
  private subscription: Subscription | null = null;
  private failures = 0;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private buffer: RecordedEvent[] = [];
  private lastReceived = 0;

  constructor(private readonly options: LiveFeedOptions) {}

  async start(after: number): Promise<void> {
    this.active = true;
    this.lastReceived = after;
    await this.subscribe();
  }

  async stop(): Promise<void> {
    this.active = false;
    for (const timer of [this.flushTimer, this.resubscribeTimer]) if (timer) clearTimeout(timer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop().catch(() => undefined);
    // Not lost: the checkpoints did not move past these, a new runtime reads them again.
    this.buffer = [];
  }

  private async subscribe(): Promise<void> {
    try {
      this.subscription = await this.options.eventStore.subscribe({
        after: this.lastReceived,
        onEvent: (event) => this.receive(event),
        onError: (error) => this.failed(error),
      });
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (!this.active) return;
    this.subscription = null;
    this.failures++;
    const delayMs = retryDelayMs(this.failures, this.options.retry);
    this.options.logger.error('Sottoscrizione al log degli eventi interrotta: nuovo tentativo', { error: errorMessage(error), delayMs });
    this.resubscribeTimer = setTimeout(() => {
      this.resubscribeTimer = null;
      if (this.active) void this.subscribe();
    }, delayMs);
  }

  private async receive(event: RecordedEvent): Promise<void> {
    // After a resubscription an adapter may deliver the last event again.
    if (!this.active || event.position <= this.lastReceived) return;
    this.failures = 0;
    this.lastReceived = event.position;
    this.buffer.push(event);
    // A full batch waits for its commit, holding the subscription back; a partial one is flushed as soon as
    // the subscription pauses, so live events are projected without delay.
    if (this.buffer.length >= this.options.batchSize) await this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), 0);
  }

  private flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    // Taken synchronously, so batches reach onBatch in the order they were received.
    const batch = this.buffer.splice(0, this.buffer.length);
    return batch.length === 0 || !this.active ? Promise.resolve() : this.options.onBatch(batch);
  }
}
