/** One Kafka record: key = full stream name, so every event of a stream lands on one partition, in order. */
export interface OutgoingMessage {
  topic: string;
  key: string;
  /** The JSON envelope (RecordedEvent). */
  value: string;
  headers: Record<string, string>;
}

/**
 * Where the relay sends events. `publish` resolves only once the whole batch is acknowledged (acks=all): the
 * relay advances its checkpoint after that and not before.
 */
export interface EventPublisher {
  publish(messages: readonly OutgoingMessage[]): Promise<void>;
  close?(): Promise<void>;
}

/** Structurally a pino logger (details first, message second), which is what main.ts passes in. */
export interface RelayLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
