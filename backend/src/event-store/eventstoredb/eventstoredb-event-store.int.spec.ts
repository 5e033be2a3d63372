import { describeEventStoreContract } from '../event-store.contract';
import { EventStoreDbEventStore, INTERVALS_NOT_KEPT } from './eventstoredb-event-store';

/**
 * Runs the shared contract against a real EventStoreDB / KurrentDB when EVENTSTORE_URL is set, e.g.
 * EVENTSTORE_URL='esdb://127.0.0.1:2113?tls=false'. Use a throw-away server: the suite writes fresh streams
 * and assumes nobody else writes while it runs.
 */
const url = process.env.EVENTSTORE_URL;
const skipReason = url ? undefined : 'EVENTSTORE_URL non impostato';
if (skipReason) console.info(`eventstoredb-event-store.int.spec: ${skipReason}, contratto su EventStoreDB SALTATO`);

describeEventStoreContract(
  'EventStoreDB',
  async () => {
    const store = EventStoreDbEventStore.connect(url!);
    return { store, dispose: () => store.close() };
  },
  { skipReason, intervalsSkipReason: INTERVALS_NOT_KEPT },
);
