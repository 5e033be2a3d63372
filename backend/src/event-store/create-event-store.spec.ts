import { createEventStore } from './create-event-store';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { LongStreamCachingEventStore } from './long-stream-cache';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

describe('createEventStore', () => {
  it('uses the events table of the given database when no EventStoreDB URL is set, behind the long-stream cache', async () => {
    const db = await emptyPglite();
    try {
      const store = await createEventStore({ eventStoreUrl: '  ' }, db);
      expect(store).toBeInstanceOf(LongStreamCachingEventStore);
      expect((store as LongStreamCachingEventStore).inner).toBeInstanceOf(PostgresEventStore);
      const { rows } = await db.query<{ name: string | null }>("SELECT to_regclass('events')::text AS name");
      expect(rows[0].name).toBe('events');
      await store.close();
    } finally {
      await db.close();
    }
  });

  it('uses EventStoreDB when a URL is set, without touching the database', async () => {
    const db = { query: jest.fn(), transaction: jest.fn(), listen: jest.fn(), close: jest.fn() };
    const store = await createEventStore({ eventStoreUrl: 'esdb://127.0.0.1:1?tls=false' }, db as never);
    expect((store as LongStreamCachingEventStore).inner).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
    for (const method of Object.values(db)) expect(method).not.toHaveBeenCalled();
  });
});
