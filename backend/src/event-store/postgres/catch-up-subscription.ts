import type { ReadAllOptions, RecordedEvent, SubscribeOptions, Subscription } from '@tutela/contracts';
import { WakeSignal, backoffDelay } from '../wake-signal';

export interface CatchUpSettings {
  /** Events per readAll during catch-up and live. */
  batchSize: number;
  /** Fallback poll while live: NOTIFY can be missed (reconnects) and a commit of an unrelated long transaction,
   * which may be what made events visible, sends no NOTIFY at all. */
  pollIntervalMs: number;
  /** Consecutive read failures tolerated (with back-off) before the subscription gives up via onError. */
  maxReadRetries: number;
}

/** Poll while an event this process committed is still hidden behind an older transaction (see below). */
const HELD_BACK_POLL_MS = 10;

type ReadAll = (options: ReadAllOptions) => Promise<RecordedEvent[]>;

/**
 * Catch-up then live, both through readAll: the reader only ever sees the gap-free prefix of the log (see
 * PostgresEventStore.readAll), so advancing a cursor over it delivers each event once, in position order.
 * NOTIFY only shortens the wait.
 */
export class CatchUpSubscription implements Subscription {
  private readonly wake = new WakeSignal();
  private cursor: number;
  private done: Promise<void> = Promise.resolve();

  /**
   * `committedHere` is the last position this process appended. Past the cursor after a read, it was committed
   * but is still hidden by an older transaction; if that one is not an append (a read-model write, a migration),
   * its commit sends no NOTIFY, so the loop checks again shortly instead of sleeping a whole poll interval.
   */
  constructor(
    private readonly readAll: ReadAll,
    private readonly options: SubscribeOptions,
    private readonly settings: CatchUpSettings,
    private readonly committedHere: () => number = () => 0,
  ) {
    this.cursor = options.after ?? 0;
  }

  /** Hook for the NOTIFY listener. */
  readonly notify = (): void => this.wake.notify();

  /**
   * Subscription.recheck: the projection runtime calls it after committing a batch. Its transactions write
   * read-model rows, so while one is open it holds back every append committed after it began (see
   * PostgresEventStore's visibility rule); its commit sends no NOTIFY, and without this the loop would wait
   * for the held-back poll.
   */
  readonly recheck = (): void => this.wake.notify();

  start(onEnd: () => Promise<void>): void {
    this.done = this.run().finally(onEnd);
  }

  /** Waits for the event being handled to finish. Do not await it from inside onEvent: that would deadlock. */
  async stop(): Promise<void> {
    this.wake.cancel();
    await this.done;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.wake.isCancelled) {
      let batch: RecordedEvent[];
      try {
        this.wake.clear();
        batch = await this.readAll({ after: this.cursor, limit: this.settings.batchSize });
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures > this.settings.maxReadRetries) return this.fail(error);
        await this.wake.sleep(backoffDelay(failures, 200, 10_000));
        continue;
      }
      for (const event of batch) {
        if (this.wake.isCancelled) return;
        try {
          await this.options.onEvent(event);
        } catch (error) {
          // The handler's own failure: retrying blindly could repeat side effects, so the owner decides.
          return this.fail(error);
        }
        this.cursor = event.position;
      }
      if (batch.length < this.settings.batchSize) {
        const heldBack = this.committedHere() > this.cursor;
        await this.wake.wait(heldBack ? Math.min(HELD_BACK_POLL_MS, this.settings.pollIntervalMs) : this.settings.pollIntervalMs);
      }
    }
  }

  private fail(error: unknown): void {
    this.wake.cancel();
    try {
      if (this.options.onError) this.options.onError(error);
      else console.error('Sottoscrizione agli eventi interrotta per errore', error);
    } catch {
      // A throwing error handler must not turn stop() into a rejected promise.
    }
  }
}
