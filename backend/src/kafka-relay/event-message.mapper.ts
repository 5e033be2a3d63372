import { redactSecrets, streamCategory, type RecordedEvent } from '@tutela/contracts';
import type { OutgoingMessage } from './event-publisher';

export const DEFAULT_TOPIC_PREFIX = 'tutela';

/** `worker-<uuid>` → `tutela.worker`. Characters Kafka refuses in topic names become `_`. */
export function topicFor(stream: string, prefix: string = DEFAULT_TOPIC_PREFIX): string {
  const category =
    streamCategory(stream)
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '_') || 'unknown';
  return `${prefix}.${category}`;
}

/**
 * The value is the same envelope the projectors receive, so a consumer group can run them unchanged. Delivery
 * is at-least-once: consumers skip what they have seen by (stream, revision) or event id, both in the headers.
 * The data goes through the shared redaction rule: events written before credentials left the log still carry
 * argon2 and reset-token hashes, and a topic is read by far more systems than the event store.
 */
export function toOutgoingMessage(event: RecordedEvent, prefix?: string): OutgoingMessage {
  const envelope: RecordedEvent = {
    id: event.id,
    stream: event.stream,
    revision: event.revision,
    position: event.position,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: redactSecrets(event.data ?? null),
    metadata: event.metadata,
  };
  return {
    topic: topicFor(event.stream, prefix),
    key: event.stream,
    value: JSON.stringify(envelope),
    headers: {
      'event-id': event.id,
      'event-type': event.type,
      'schema-version': String(event.schemaVersion),
      'stream-revision': String(event.revision),
      'global-position': String(event.position),
    },
  };
}

export interface MessageChunk {
  messages: OutgoingMessage[];
  /** Global position of the chunk's last event: the checkpoint once the chunk is acknowledged. */
  lastPosition: number;
}

/**
 * Splits a batch so one produce request stays under the broker's size limits (message.max.bytes is 1 MiB by
 * default and applies to a partition's record batch). A single event bigger than the limit still goes alone.
 */
export function chunkBySize(events: readonly RecordedEvent[], maxBytes: number, prefix?: string): MessageChunk[] {
  const chunks: MessageChunk[] = [];
  let current: MessageChunk | undefined;
  let size = 0;
  for (const event of events) {
    const message = toOutgoingMessage(event, prefix);
    const bytes = Buffer.byteLength(message.value) + Buffer.byteLength(message.key) + 200;
    if (!current || size + bytes > maxBytes) {
      current = { messages: [], lastPosition: event.position };
      chunks.push(current);
      size = 0;
    }
    current.messages.push(message);
    current.lastPosition = event.position;
    size += bytes;
  }
  return chunks;
}
