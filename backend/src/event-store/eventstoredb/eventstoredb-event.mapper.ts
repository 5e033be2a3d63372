import { jsonEvent, type EventData, type JSONType, type Position, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '@tutela/contracts';

/**
 * Our schema version rides in the event's JSON metadata; `$correlationId` / `$causationId` are the keys
 * EventStoreDB's own system projections ($by_correlation_id) understand. All three are removed on read.
 */
export function toEventData(event: NewEvent): EventData {
  const { correlationId, causationId } = event.metadata;
  return jsonEvent({
    id: event.id,
    type: event.type,
    // JSON.stringify is what the client does with it; the port allows any JSON value, the client's type is narrower.
    data: event.data as JSONType,
    metadata: {
      ...event.metadata,
      schemaVersion: event.schemaVersion ?? 1,
      $correlationId: correlationId,
      ...(causationId ? { $causationId: causationId } : {}),
    },
  });
}

/** Position from our number: for events written without explicit transactions commit and prepare are equal. */
export function toEsdbPosition(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

/**
 * Undefined for what the port never shows: system events and streams (`$` prefix), unresolved links, and
 * non-JSON events (Tutela writes JSON only, so those come from other tools).
 */
export function fromEsdbEvent(event: EsdbRecordedEvent | undefined, commitPosition?: bigint): RecordedEvent | undefined {
  if (!event || !event.isJson || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  const raw = isPlainObject(event.metadata) ? event.metadata : {};
  const { schemaVersion, $correlationId: _correlation, $causationId: _causation, ...metadata } = raw;
  return {
    id: event.id.toLowerCase(),
    stream: event.streamId,
    revision: Number(event.revision),
    // Stream reads carry the position only on servers from 22.6 on; 0 means "unknown" on older ones.
    position: Number(event.position?.commit ?? commitPosition ?? 0n),
    type: event.type,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    data: event.data,
    metadata: metadata as unknown as EventMetadata,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !Array.isArray(value);
}
