import { Kafka, Partitioners, logLevel, type KafkaConfig, type LogEntry, type Producer, type TopicMessages } from 'kafkajs';
import type { EventPublisher, OutgoingMessage, RelayLogger } from './event-publisher';

export interface KafkaEventPublisherOptions {
  brokers: string[];
  clientId?: string;
  logger: RelayLogger;
  /** TLS / SASL and other client settings for managed clusters. */
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId' | 'logCreator' | 'logLevel'>;
}

/**
 * kafkajs producer set for ordered, at-least-once delivery: idempotent (the broker drops the duplicates of
 * its own retries), acks from all in-sync replicas, one request in flight so a retried request cannot
 * overtake the next one. Java-compatible murmur2 partitioning, so consumers in other languages agree.
 */
export class KafkaEventPublisher implements EventPublisher {
  private readonly producer: Producer;
  private connecting: Promise<void> | undefined;

  constructor(options: KafkaEventPublisherOptions) {
    const kafka = new Kafka({
      ...options.kafka,
      clientId: options.clientId ?? 'tutela-kafka-relay',
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => forward(options.logger, entry),
    });
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.producer.on(this.producer.events.DISCONNECT, () => {
      this.connecting = undefined;
    });
  }

  async publish(messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.connect();
    await this.producer.sendBatch({ acks: -1, topicMessages: byTopic(messages) });
  }

  async close(): Promise<void> {
    if (!this.connecting) return;
    await this.connecting.catch(() => undefined);
    await this.producer.disconnect();
  }

  /** Lazy, so a broker that is down at start-up delays publishing instead of failing the whole process. */
  private connect(): Promise<void> {
    this.connecting ??= this.producer.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }
}

/** Keeps each topic's messages in log order; kafkajs keeps that order within each partition. */
function byTopic(messages: readonly OutgoingMessage[]): TopicMessages[] {
  const topics = new Map<string, TopicMessages>();
  for (const { topic, key, value, headers } of messages) {
    let entry = topics.get(topic);
    if (!entry) topics.set(topic, (entry = { topic, messages: [] }));
    entry.messages.push({ key, value, headers });
  }
  return [...topics.values()];
}

function forward(logger: RelayLogger, { namespace, level, log }: LogEntry): void {
  const { message, ...details } = log;
  const context = { kafkajs: namespace, ...details };
  if (level === logLevel.ERROR || level === logLevel.NOTHING) logger.error(context, message);
  else if (level === logLevel.WARN) logger.warn(context, message);
  else logger.info(context, message);
}
