export { startKafkaRelay, type KafkaRelayOptions } from './kafka-relay';
export type { EventPublisher, OutgoingMessage, RelayLogger } from './event-publisher';
export { EventRelay, type EventRelayOptions } from './event-relay';
export { KafkaEventPublisher, type KafkaEventPublisherOptions } from './kafka-event-publisher';
export { RelayCheckpointStore } from './relay-checkpoint.store';
export { topicFor, toOutgoingMessage } from './event-message.mapper';
