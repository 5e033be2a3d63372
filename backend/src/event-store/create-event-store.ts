import type { EventStore, Database } from '@tutela/contracts';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { LONG_STREAM_LIMITS, LongStreamCachingEventStore } from './long-stream-cache';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL: when set, events live in EventStoreDB / KurrentDB instead of PostgreSQL. */
  eventStoreUrl?: string;
}

/**
 * EventStoreDB when a URL is configured, otherwise the events table in the given Database (PostgreSQL server
 * or embedded PGlite), behind the cache of long streams' events. Read models stay in `db` either way; closing
 * the store never closes `db`.
 */
export async function createEventStore(config: EventStoreConfig, db: Database): Promise<EventStore> {
  const url = config.eventStoreUrl?.trim();
  // EventStoreDB keeps the unique keys of reservations in `db` (ReservationLedger), PostgreSQL beside its events.
  const adapter = url ? EventStoreDbEventStore.connect(url, db) : await PostgresEventStore.create(db);
  return new LongStreamCachingEventStore(adapter, LONG_STREAM_LIMITS);
}
