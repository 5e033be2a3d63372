import { randomUUID } from 'node:crypto';
import type { EventStore } from '@tutela/contracts';
import { WakeSignal, backoffDelay } from '../event-store/wake-signal';
import { chunkBySize } from './event-message.mapper';
import type { EventPublisher, RelayLogger } from './event-publisher';
import type { RelayCheckpointStore } from './relay-checkpoint.store';

export interface EventRelayOptions {
  eventStore: Pick<EventStore, 'readAll'>;
  checkpoints: RelayCheckpointStore;
  publisher: EventPublisher;
  logger: RelayLogger;
  topicPrefix?: string;
  /** Events read per round. */
  batchSize?: number;
  /** Upper bound of one publish call, in bytes of payload. */
  maxChunkBytes?: number;
  /** Poll while idle; NOTIFY (see notify()) usually wakes the relay sooner. */
  pollIntervalMs?: number;
  /** How long a replica keeps publishing rights without renewing them. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Identifies this replica in the lease (default: a fresh UUID). */
  owner?: string;
}

/**
 * Publishes the global log in position order, at least once: a chunk is published, then the checkpoint is
 * advanced. A failure leaves the checkpoint where it was and the same events are sent again after a back-off,
 * so nothing is lost and nothing overtakes an earlier event of the same stream.
 */
export class EventRelay {
  private readonly wake = new WakeSignal();
  private readonly owner: string;
  private done: Promise<void> = Promise.resolve();
  private readonly settings: Required<
    Omit<EventRelayOptions, 'eventStore' | 'checkpoints' | 'publisher' | 'logger' | 'owner' | 'topicPrefix'>
  >;

  constructor(private readonly options: EventRelayOptions) {
    this.owner = options.owner ?? randomUUID();
    this.settings = {
      batchSize: options.batchSize ?? 200,
      maxChunkBytes: options.maxChunkBytes ?? 512 * 1024,
      pollIntervalMs: options.pollIntervalMs ?? 500,
      leaseMs: options.leaseMs ?? 30_000,
      retryBaseMs: options.retryBaseMs ?? 500,
      retryMaxMs: options.retryMaxMs ?? 30_000,
    };
  }

  /** New events were committed (LISTEN): skip the rest of the idle wait. */
  readonly notify = (): void => this.wake.notify();

  start(): void {
    this.done = this.run();
  }

  /** Finishes the chunk in flight, then hands the lease back so a standby replica takes over at once. */
  async stop(): Promise<void> {
    this.wake.cancel();
    await this.done;
    await this.options.checkpoints.release(this.owner).catch(() => undefined);
  }

  private async run(): Promise<void> {
    const { checkpoints, eventStore, publisher, logger } = this.options;
    const { batchSize, maxChunkBytes, pollIntervalMs, leaseMs, retryBaseMs, retryMaxMs } = this.settings;
    let cursor: number | null = null; // null: not holding the lease
    let renewAt = 0;
    let failures = 0;
    while (!this.wake.isCancelled) {
      try {
        if (cursor === null || Date.now() >= renewAt) {
          const held = await checkpoints.acquire(this.owner, leaseMs);
          if (held === null) {
            if (cursor !== null) logger.warn({ relay: checkpoints.relay }, 'Relay Kafka: un altro processo ha preso il turno, attesa');
            cursor = null;
            await this.wake.sleep(leaseMs / 3);
            continue;
          }
          if (cursor === null) logger.info({ relay: checkpoints.relay, position: held }, 'Relay Kafka attivo');
          cursor = held;
          renewAt = Date.now() + leaseMs / 3;
        }
        this.wake.clear();
        const events = await eventStore.readAll({ after: cursor, limit: batchSize });
        for (const chunk of chunkBySize(events, maxChunkBytes, this.options.topicPrefix)) {
          if (this.wake.isCancelled) return;
          await publisher.publish(chunk.messages);
          if (!(await checkpoints.advance(this.owner, chunk.lastPosition, leaseMs))) {
            logger.warn({ relay: checkpoints.relay }, 'Relay Kafka: turno perso durante la pubblicazione');
            cursor = null;
            break;
          }
          cursor = chunk.lastPosition;
          renewAt = Date.now() + leaseMs / 3;
        }
        failures = 0;
        if (events.length < batchSize) await this.wake.wait(pollIntervalMs);
      } catch (error) {
        failures += 1;
        const delayMs = backoffDelay(failures, retryBaseMs, retryMaxMs);
        logger.error({ err: error, failures, delayMs }, 'Relay Kafka: pubblicazione non riuscita, nuovo tentativo');
        await this.wake.sleep(delayMs);
      }
    }
  }
}
