import type { ChainedEvent, EventMetadata, RecordedEvent } from '@tutela/contracts';

/** Columns every read selects, in the shape `toRecordedEvent` expects. */
export const EVENT_COLUMNS = 'position, stream, revision, id, type, schema_version, data, metadata';

export interface EventRow {
  position: number | string;
  stream: string;
  revision: number | string;
  id: string;
  type: string;
  schema_version: number | string;
  /** jsonb: both drivers hand it back parsed (a top-level JSON string stays a string, so never re-parse). */
  data: unknown;
  metadata: EventMetadata;
}

/** Numbers are coerced defensively: the envelope is the contract with every projector. */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: Number(row.revision),
    position: Number(row.position),
    type: row.type,
    schemaVersion: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata,
  };
}

export interface ChainedEventRow extends EventRow {
  prev_hash: string | null;
  hash: string | null;
}

export function toChainedEvent(row: ChainedEventRow): ChainedEvent {
  return { ...toRecordedEvent(row), previousHash: row.prev_hash, hash: row.hash };
}
