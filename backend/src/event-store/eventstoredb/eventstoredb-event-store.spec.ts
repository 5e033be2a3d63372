import { WrongExpectedVersionError } from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '@tutela/contracts';
import { describeEventStoreContract } from '../event-store.contract';
import { INTERVALS_NOT_KEPT } from './eventstoredb-event-store';
import { event, newStream } from '../testing/event-store-fixtures';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { InMemoryEventStoreDbClient } from './testing/in-memory-eventstoredb-client';

/**
 * The adapter's own logic (revision mapping, idempotency fallback, paging over system events, positions) on
 * a stand-in of the client. The real server is covered by eventstoredb-event-store.int.spec.ts (EVENTSTORE_URL).
 */
describeEventStoreContract(
  'EventStoreDB adapter over an in-memory client stand-in',
  async () => {
    const store = new EventStoreDbEventStore(new InMemoryEventStoreDbClient().asClient());
    return { store, dispose: () => store.close() };
  },
  { intervalsSkipReason: INTERVALS_NOT_KEPT },
);

describe('EventStoreDbEventStore and booked intervals', () => {
  it('refuses an append booking an interval, writing nothing', async () => {
    const store = new EventStoreDbEventStore(new InMemoryEventStoreDbClient().asClient());
    const stream = newStream('appointment');
    const reservations = [
      { kind: 'book' as const, scope: 'physician', key: 'p1', ref: 'o1', from: '2031-01-01T10:00:00Z', to: '2031-01-01T10:30:00Z' },
    ];
    await expect(store.append(stream, [event('AppointmentBooked')], { expectedRevision: 'no_stream', reservations })).rejects.toThrow(
      /intervalli.*non supportate/,
    );
    expect(await store.readStream(stream)).toEqual([]);
    await store.close();
  });
});

describe('EventStoreDbEventStore mapping', () => {
  it('hides system events from readAll and headPosition and uses commit positions', async () => {
    const client = new InMemoryEventStoreDbClient();
    const store = new EventStoreDbEventStore(client.asClient());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll({ limit: 10 })).toEqual([]);
    const stream = newStream('worker');
    const results = [];
    for (let revision = -1; revision < 9; revision++) {
      results.push(await store.append(stream, [event('WorkerMoved')], { expectedRevision: revision < 0 ? 'no_stream' : revision }));
    }
    const all = await store.readAll({ limit: 100 });
    expect(all.map((e) => e.position)).toEqual(results.map((r) => r.position));
    expect(all.every((e) => !e.type.startsWith('$'))).toBe(true);
    expect(await store.headPosition()).toBe(results[9].position);
    // Positions are sparse log offsets, and a page that straddles system events still fills up.
    expect((await store.readAll({ after: results[2].position, limit: 3 })).map((e) => e.position)).toEqual(
      results.slice(3, 6).map((r) => r.position),
    );
  });

  it('maps a server-side WrongExpectedVersionError, including the no-stream actual', async () => {
    const client = new InMemoryEventStoreDbClient();
    jest
      .spyOn(client, 'appendToStream')
      .mockRejectedValue(new WrongExpectedVersionError(undefined, { streamName: 'job-1', expected: 3n, current: -1n }));
    const store = new EventStoreDbEventStore(client.asClient());
    const error = await store.append('job-1', [event('JobOpened')], { expectedRevision: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ stream: 'job-1', expected: 3, actual: 'no_stream' });
  });

  it('keeps the schema version and strips the EventStoreDB-only metadata keys', async () => {
    const client = new InMemoryEventStoreDbClient();
    const store = new EventStoreDbEventStore(client.asClient());
    const stream = newStream('dvr');
    const original = { ...event('DvrApproved', { rev: 3 }), schemaVersion: 4 };
    await store.append(stream, [original], { expectedRevision: 'no_stream' });
    const [stored] = await store.readStream(stream);
    expect(stored).toMatchObject({ schemaVersion: 4, data: { rev: 3 }, metadata: original.metadata });
    expect(Object.keys(stored.metadata).sort()).toEqual(Object.keys(original.metadata).sort());
  });
});
