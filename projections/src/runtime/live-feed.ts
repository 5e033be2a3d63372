import type { EventStore, RecordedEvent, Subscription } from '@tutela/contracts';
import { retryDelayMs, type RetryPolicy } from './retry-policy';
import { errorMessage, type RuntimeLogger } from './runtime-logger';

export interface LiveFeedOptions {
  eventStore: EventStore;
  batchSize: number;
  retry: RetryPolicy;
  logger: RuntimeLogger;
  /**
   * Receives the batches in order, one at a time: the events that arrive while a batch commits make the next
   * batch (up to `batchSize`). With a full batch waiting the feed holds the subscription back (backpressure).
   */
  onBatch(batch: RecordedEvent[]): Promise<void>;
}

/**
 * The runtime's one subscription to the global log, cut into batches. A dropped subscription is resumed with
 * backoff right after the last event received, so nothing is skipped or delivered twice. Batches follow the
 * load: one commit at a time, each taking everything received meanwhile, so under a sustained write rate the
 * projectors commit fewer, larger batches instead of falling behind on one small transaction per burst.
 */
export class LiveFeed {
  private active = false;
  private subscription: Subscription | null = null;
  private failures = 0;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  /** The loop handing the buffer to onBatch, while it runs. */
  private pumping: Promise<void> | null = null;
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
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
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
    const pumping = this.pump();
    // A full batch waits for its commit, holding the subscription back; a partial one is handed over as soon
    // as the subscription pauses, so live events are projected without delay.
    if (this.buffer.length >= this.options.batchSize) await pumping;
  }

  private pump(): Promise<void> {
    this.pumping ??= this.drain()
      .catch((error: unknown) =>
        this.options.logger.error('Consegna di un lotto alle proiezioni non riuscita', { error: errorMessage(error) }),
      )
      .finally(() => {
        this.pumping = null;
        if (this.active && this.buffer.length > 0) void this.pump();
      });
    return this.pumping;
  }

  private async drain(): Promise<void> {
    // One macrotask first: the events of the subscription's current read all join the first batch.
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (this.active && this.buffer.length > 0) {
      // Taken synchronously, so batches reach onBatch in the order they were received.
      const batch = this.buffer.splice(0, this.options.batchSize);
      await this.options.onBatch(batch);
      // The batch's transactions may have been holding back appends committed meanwhile: look now.
      this.subscription?.recheck?.();
    }
  }
}
