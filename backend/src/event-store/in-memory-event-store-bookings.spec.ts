import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import { describeIntervalBookingContract } from './interval-bookings.contract';

/** The in-memory store of the handler and projection tests keeps booked intervals as the PostgreSQL store does. */
describeIntervalBookingContract('the in-memory store', async () => {
  const store = new InMemoryEventStore();
  return { store, dispose: () => store.close() };
});
