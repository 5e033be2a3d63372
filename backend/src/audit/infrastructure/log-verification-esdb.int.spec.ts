import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { EventStoreDbEventStore } from '../../event-store/eventstoredb/eventstoredb-event-store';
import { InMemoryEventStoreDbClient } from '../../event-store/eventstoredb/testing/in-memory-eventstoredb-client';
import { event, newStream } from '../../event-store/testing/event-store-fixtures';
import { SYSTEM_ACTOR } from '../../shared/event-metadata';
import { migrateAuditStorage } from './audit-storage.schema';
import { chainedStoreOf, verifyLog } from './log-verification';

/** The same verification over the EventStoreDB adapter (on the client stand-in), where the chain rides in metadata. */
describe('log verification on the EventStoreDB adapter', () => {
  it('passes on an intact log and names the stream and revision of an event changed on the server', async () => {
    const db = await testDatabases()[0].create();
    const client = new InMemoryEventStoreDbClient();
    const store = new EventStoreDbEventStore(client.asClient());
    try {
      await migrateAuditStorage(db);
      const chained = chainedStoreOf(store)!;
      expect(chained).not.toBeNull();
      const stream = newStream('worker');
      await store.append(stream, [event('WorkerHired', { n: 1 }), event('WorkerMoved', 'A')], {
        expectedRevision: 'no_stream',
      });
      await store.append(newStream('job'), [event('JobCreated', { n: 2 })], { expectedRevision: 'any' });
      const verify = () => verifyLog(db, store, chained, { source: 'cli', actor: SYSTEM_ACTOR, checkpointEvery: 2 });
      expect(await verify()).toMatchObject({ ok: true, events_checked: 3 });

      // The stand-in keeps its records in a private array: edit one in place, as someone with disk access could.
      const log = (client as unknown as { log: Array<{ streamId: string; revision: bigint; data: unknown }> }).log;
      log.find((record) => record.streamId === stream && record.revision === 1n)!.data = 'B';
      const result = await verify();
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([expect.objectContaining({ kind: 'altered', stream, revision: 1 })]);
    } finally {
      await store.close();
      await db.close();
    }
  });
});
