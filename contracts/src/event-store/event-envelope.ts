/** Who did what, when and why: carried by every event so the log is the audit trail. */
export interface EventMetadata {
  actorId: string;
  actorName: string;
  actorRole: string;
  entityId: string | null;
  customerId?: string | null;
  factoryId?: string | null;
  correlationId: string;
  causationId: string | null;
  commandId: string;
  /** UTC ISO-8601 instant. */
  occurredAt: string;
}

/** An event about to be appended. `id` is a command-derived UUID: re-appending it is a no-op. */
export interface NewEvent<TData = unknown> {
  id: string;
  type: string;
  schemaVersion?: number;
  data: TData;
  metadata: EventMetadata;
}

/** An event as stored. `revision` is 0-based inside its stream; `position` is global and increasing. */
export interface RecordedEvent<TData = unknown> {
  id: string;
  stream: string;
  revision: number;
  position: number;
  type: string;
  schemaVersion: number;
  data: TData;
  metadata: EventMetadata;
}

/** Streams are `<category>-<uuid>`. */
export const STREAM_CATEGORIES = [
  'customer',
  'worker',
  'job',
  'examination',
  'dvr',
  'chat',
  'appointment',
  'calresource',
  'user',
  'import',
  'entity',
] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

export function streamName(category: StreamCategory, id: string): string {
  return `${category}-${id}`;
}

export function streamCategory(stream: string): string {
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(0, dash);
}

export function streamId(stream: string): string {
  const dash = stream.indexOf('-');
  return dash < 0 ? '' : stream.slice(dash + 1);
}
