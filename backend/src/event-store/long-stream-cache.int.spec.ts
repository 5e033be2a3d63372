import type { EventStore, ReadStreamOptions, RecordedEvent } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { describeEventStoreContract } from './event-store.contract';
import { LongStreamCachingEventStore } from './long-stream-cache';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { event, newStream } from './testing/event-store-fixtures';

/** The store's reads as they reach the adapter, to see what the cache spared it. */
function recordingReads(inner: EventStore): { store: EventStore; reads: Array<{ stream: string; options?: ReadStreamOptions }> } {
  const reads: Array<{ stream: string; options?: ReadStreamOptions }> = [];
  const store = Object.create(inner) as EventStore;
  store.readStream = (stream, options) => {
    reads.push({ stream, options });
    return inner.readStream(stream, options);
  };
  return { store, reads };
}

const ids = (events: readonly RecordedEvent[]) => events.map((e) => `${e.revision}:${e.id}`);

async function appendMany(store: EventStore, stream: string, count: number, from = -1): Promise<number> {
  let revision = from;
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, k) =>
      event('ChatMessagePosted', { n: i + k, text: `messaggio ${i + k}` }),
    );
    revision = (await store.append(stream, batch, { expectedRevision: revision < 0 ? 'no_stream' : revision })).nextRevision;
  }
  return revision;
}

async function appendAndRead(store: EventStore, stream: string, count: number): Promise<{ events: RecordedEvent[] }> {
  await appendMany(store, stream, count);
  return { events: await store.readStream(stream) };
}

for (const database of testDatabases()) {
  // Every stream kept from its first event: the whole contract holds through the cache.
  describeEventStoreContract(`PostgreSQL (${database.label}) behind the long-stream cache`, async () => {
    const db = await database.create();
    const inner = await PostgresEventStore.create(db, { pollIntervalMs: 200 });
    return {
      store: new LongStreamCachingEventStore(inner, { minEvents: 1, maxEvents: 10_000 }),
      async dispose() {
        await inner.close();
        await db.close();
      },
    };
  });

  describe(`long-stream cache on ${database.label}`, () => {
    let db: Awaited<ReturnType<typeof database.create>>;
    let inner: PostgresEventStore;

    beforeAll(async () => {
      db = await database.create();
      inner = await PostgresEventStore.create(db, { pollIntervalMs: 200 });
    });
    afterAll(async () => {
      await inner.close();
      await db.close();
    });

    it('reads a long stream once, then only what was appended since, also by another writer', async () => {
      const { store, reads } = recordingReads(inner);
      const cached = new LongStreamCachingEventStore(store, { minEvents: 50, maxEvents: 1_000 });
      const stream = newStream('chat');
      let revision = await appendMany(inner, stream, 120);

      expect(ids(await cached.readStream(stream))).toEqual(ids(await inner.readStream(stream)));
      reads.length = 0;
      // Another process appends: the cache learns it from the store, not from its own appends.
      revision = await appendMany(inner, stream, 5, revision);
      const again = await cached.readStream(stream);
      expect(ids(again)).toEqual(ids(await inner.readStream(stream)));
      expect(again).toHaveLength(125);
      expect(reads).toEqual([{ stream, options: { fromRevision: 119 } }]);
      expect(cached.keptSize()).toEqual({ streams: 1, events: 125 });

      // Nothing new: one read of one event.
      reads.length = 0;
      expect(ids(await cached.readStream(stream))).toEqual(ids(again));
      expect(reads).toEqual([{ stream, options: { fromRevision: 124 } }]);
      expect(revision).toBe(124);
    });

    it('keeps no short stream, and reads with bounds go to the store as they are', async () => {
      const { store, reads } = recordingReads(inner);
      const cached = new LongStreamCachingEventStore(store, { minEvents: 50, maxEvents: 1_000 });
      const short = newStream('worker');
      await appendMany(inner, short, 49);
      await cached.readStream(short);
      await cached.readStream(short);
      expect(reads.map((r) => r.options)).toEqual([undefined, undefined]);
      expect(cached.keptSize().streams).toBe(0);

      const long = newStream('chat');
      await appendMany(inner, long, 60);
      await cached.readStream(long);
      reads.length = 0;
      const first = await cached.readStream(long, { toRevision: 0 });
      expect(ids(first)).toEqual(ids((await inner.readStream(long)).slice(0, 1)));
      expect(reads).toEqual([{ stream: long, options: { toRevision: 0 } }]);
    });

    it('reads the stream afresh when the event it kept last is no longer the one stored', async () => {
      // The events table refuses deletes; a store emptied and written again under the process (a test database
      // truncated between tests) is played by an adapter whose answers the test sets.
      let stored = (await appendAndRead(inner, newStream('chat'), 3)).events;
      const fake = Object.create(inner) as EventStore;
      fake.readStream = async (_stream, options) => stored.filter((e) => e.revision >= (options?.fromRevision ?? 0));
      const cached = new LongStreamCachingEventStore(fake, { minEvents: 1, maxEvents: 1_000 });
      const stream = stored[0].stream;
      expect(await cached.readStream(stream)).toHaveLength(3);
      const rewritten = (await appendAndRead(inner, newStream('chat'), 4)).events;
      stored = rewritten.map((e) => ({ ...e, stream }));
      expect(ids(await cached.readStream(stream))).toEqual(ids(rewritten));
      stored = [];
      expect(await cached.readStream(stream)).toEqual([]);
      expect(cached.keptSize()).toEqual({ streams: 0, events: 0 });
    });

    it('gives every caller its own array of frozen events', async () => {
      const cached = new LongStreamCachingEventStore(inner, { minEvents: 1, maxEvents: 1_000 });
      const stream = newStream('chat');
      await appendMany(inner, stream, 4);
      const first = await cached.readStream(stream);
      first.pop();
      first.reverse();
      expect((await cached.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      const [kept] = await cached.readStream(stream);
      expect(Object.isFrozen(kept) && Object.isFrozen(kept.data) && Object.isFrozen(kept.metadata)).toBe(true);
      expect(() => {
        (kept.data as { text: string }).text = 'cambiato';
      }).toThrow(TypeError);
    });

    it('keeps at most maxEvents, dropping the stream read least recently', async () => {
      const { store, reads } = recordingReads(inner);
      const cached = new LongStreamCachingEventStore(store, { minEvents: 10, maxEvents: 100 });
      const [a, b, c] = [newStream('chat'), newStream('chat'), newStream('chat')];
      for (const stream of [a, b, c]) await appendMany(inner, stream, 40);
      await cached.readStream(a);
      await cached.readStream(b);
      await cached.readStream(a); // b is now the least recently read
      await cached.readStream(c);
      expect(cached.keptSize()).toEqual({ streams: 2, events: 80 });
      reads.length = 0;
      for (const stream of [a, b, c]) await cached.readStream(stream);
      // b had been dropped for c, so it is read whole, and keeping it drops c, read least recently by then.
      expect(reads.map((r) => [r.stream, r.options])).toEqual([
        [a, { fromRevision: 39 }],
        [b, undefined],
        [c, undefined],
      ]);
      // A stream longer than the whole budget is never kept.
      const huge = newStream('chat');
      await appendMany(inner, huge, 101);
      await cached.readStream(huge);
      expect(cached.keptSize().events).toBeLessThanOrEqual(100);
      expect(reads.at(-1)).toEqual({ stream: huge, options: undefined });
      await cached.readStream(huge);
      expect(reads.at(-1)).toEqual({ stream: huge, options: undefined });
    });
  });
}
