import type { EventStore } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL: when set, events live in EventStoreDB / KurrentDB instead of PostgreSQL. */
  eventStoreUrl?: string;
}

/**
 * EventStoreDB when a URL is configured, otherwise the events table in the given Database (PostgreSQL server
 * or embedded PGlite). Read models stay in `db` either way; closing the store never closes `db`.
 */
export async function createEventStore(config: EventStoreConfig, db: Database): Promise<EventStore> {
  const url = config.eventStoreUrl?.trim();
  if (url) return EventStoreDbEventStore.connect(url);
  return PostgresEventStore.create(db);
}
