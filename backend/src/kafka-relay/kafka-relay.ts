import type { EventStore, Database } from '@tutela/contracts';
import { EVENTS_CHANNEL } from '../event-store/postgres/postgres-event-store.schema';
import type { EventPublisher, RelayLogger } from './event-publisher';
import { EventRelay, type EventRelayOptions } from './event-relay';
import { KafkaEventPublisher, type KafkaEventPublisherOptions } from './kafka-event-publisher';
import { RelayCheckpointStore } from './relay-checkpoint.store';

export interface KafkaRelayOptions {
  /** KAFKA_BROKERS: `host:port` entries, as an array or comma-separated. */
  brokers: string[] | string;
  eventStore: EventStore;
  /** Holds the checkpoint (kafka_relay_checkpoint), whichever event store is in use. */
  db: Database;
  logger: RelayLogger;
  clientId?: string;
  /** Checkpoint key (default `kafka`): two relays to different clusters need different names. */
  name?: string;
  /** Topics are `<prefix>.<category>`; default `tutela`. */
  topicPrefix?: string;
  kafka?: KafkaEventPublisherOptions['kafka'];
  /** Replaces the kafkajs publisher (tests). */
  publisher?: EventPublisher;
  tuning?: Pick<EventRelayOptions, 'batchSize' | 'maxChunkBytes' | 'pollIntervalMs' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs'>;
}

/**
 * Starts publishing every committed event to Kafka (topic per stream category, key = stream) and returns the
 * function that stops it. Not a Nest module: main.ts starts it when KAFKA_BROKERS is set. It does not wait
 * for the brokers: while they are unreachable the relay logs and retries, and the API keeps working.
 */
export async function startKafkaRelay(options: KafkaRelayOptions): Promise<() => Promise<void>> {
  const brokers = (Array.isArray(options.brokers) ? options.brokers : options.brokers.split(','))
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS non contiene nessun broker: relay Kafka non avviato');

  const checkpoints = new RelayCheckpointStore(options.db, options.name);
  await checkpoints.migrate();
  const publisher =
    options.publisher ?? new KafkaEventPublisher({ brokers, clientId: options.clientId, logger: options.logger, kafka: options.kafka });
  const relay = new EventRelay({
    ...options.tuning,
    eventStore: options.eventStore,
    checkpoints,
    publisher,
    logger: options.logger,
    topicPrefix: options.topicPrefix,
  });

  // Wakes the relay as soon as the PostgreSQL store commits; with EventStoreDB nothing is sent and the poll
  // does the work.
  let unlisten: () => Promise<void> = async () => undefined;
  try {
    unlisten = await options.db.listen(EVENTS_CHANNEL, relay.notify);
  } catch (error) {
    options.logger.warn({ err: error }, 'Relay Kafka: LISTEN non disponibile, solo polling');
  }
  relay.start();
  options.logger.info({ brokers }, 'Relay Kafka avviato');

  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      await relay.stop();
      await unlisten().catch(() => undefined);
      await publisher.close?.();
      options.logger.info({}, 'Relay Kafka fermato');
    })());
}
