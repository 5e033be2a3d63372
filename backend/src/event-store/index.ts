export { createEventStore, type EventStoreConfig } from './create-event-store';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { EVENTS_CHANNEL } from './postgres/postgres-event-store.schema';
export { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
export { InvalidAppendError } from './append-batch.validation';
