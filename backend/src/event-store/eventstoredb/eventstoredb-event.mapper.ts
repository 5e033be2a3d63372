import { jsonEvent, type EventData, type JSONType, type Position, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { ChainedEvent, EventMetadata, NewEvent, RecordedEvent } from '@tutela/contracts';

/** The chain (event-chain.ts) rides in the metadata under these keys, removed on read like the others. */
export interface ChainLink {
  previousHash: string;
  hash: string;
}

/**
 * Our schema version rides in the event's JSON metadata; `$correlationId` / `$causationId` are the keys
 * EventStoreDB's own system projections ($by_correlation_id) understand. All three are removed on read.
 */
export function toEventData(event: NewEvent, chain?: ChainLink): EventData {
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
      ...(chain ? { tutelaPrevHash: chain.previousHash, tutelaHash: chain.hash } : {}),
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
  const {
    schemaVersion,
    $correlationId: _correlation,
    $causationId: _causation,
    tutelaPrevHash: _prev,
    tutelaHash: _hash,
    ...metadata
  } = raw;
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

/** The event with its chain link from the metadata (null on events written before the chain). */
export function fromEsdbChainedEvent(event: EsdbRecordedEvent | undefined, commitPosition?: bigint): ChainedEvent | undefined {
  const recorded = fromEsdbEvent(event, commitPosition);
  if (!recorded || !event) return undefined;
  const raw = isPlainObject(event.metadata) ? event.metadata : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { ...recorded, previousHash: text(raw.tutelaPrevHash), hash: text(raw.tutelaHash) };
}
