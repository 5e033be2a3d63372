/// <reference types="jest" />
import {
  IdempotencyMismatchError,
  WrongExpectedRevisionError,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@tutela/contracts';
import { InvalidAppendError } from './append-batch.validation';
import { GENESIS_HASH, expectedEventHash } from '../shared/event-chain/event-chain';
import { describeIntervalBookingContract } from './interval-bookings.contract';
import { event, newStream, sleep, waitForHead, waitUntil, withTimeout } from './testing/event-store-fixtures';

export interface EventStoreUnderTest {
  store: EventStore;
  /** Closes the store and whatever the factory opened for it. */
  dispose(): Promise<void>;
}

/**
 * The behaviour every EventStore adapter must share. Streams get fresh UUID names and global reads are scoped
 * from the head seen at the start of each test, so the suite also runs on a long-lived EventStoreDB server;
 * it assumes nobody else writes to that server while it runs.
 */
export function describeEventStoreContract(
  label: string,
  factory: () => Promise<EventStoreUnderTest>,
  /** `intervalsSkipReason`: the store does not keep booked intervals (interval-bookings.contract.ts): said why. */
  options: { skipReason?: string; intervalsSkipReason?: string } = {},
): void {
  describeIntervalBookingContract(label, factory, { skipReason: options.skipReason ?? options.intervalsSkipReason });
  // Skipped suites still list every contract test as skipped, so a run without the server cannot pass for one.
  const suite = options.skipReason ? describe.skip : describe;
  const title = options.skipReason ? `${label} (SALTATO: ${options.skipReason})` : label;
  suite(`EventStore contract on ${title}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('appends to a new stream and reads back normalised envelopes', async () => {
      const stream = newStream('worker');
      const first = event('WorkerHired', { name: 'Maria Rossi', tags: ['a'] });
      const second = { ...event('WorkerMoved', 'reparto B'), schemaVersion: 2 };
      const result = await store.append(stream, [first, second], { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(1);

      const events = await store.readStream(stream);
      expect(events).toEqual([
        {
          id: first.id,
          stream,
          revision: 0,
          position: expect.any(Number),
          type: 'WorkerHired',
          schemaVersion: 1,
          data: { name: 'Maria Rossi', tags: ['a'] },
          metadata: first.metadata,
        },
        {
          id: second.id,
          stream,
          revision: 1,
          position: result.position,
          type: 'WorkerMoved',
          schemaVersion: 2,
          data: 'reparto B',
          metadata: second.metadata,
        },
      ]);
      expect(events[0].position).toBeLessThan(events[1].position);
    });

    it("rejects 'no_stream' when the stream exists", async () => {
      const stream = newStream('customer');
      await store.append(stream, [event('CustomerRegistered')], { expectedRevision: 'no_stream' });
      const error = await store.append(stream, [event('CustomerRegistered')], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0 });
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('accepts the exact last revision and rejects a stale or missing one', async () => {
      const stream = newStream('job');
      await store.append(stream, [event('JobOpened'), event('JobRenamed')], { expectedRevision: 'no_stream' });
      await expect(store.append(stream, [event('JobRenamed')], { expectedRevision: 1 })).resolves.toMatchObject({
        nextRevision: 2,
      });
      const stale = await store.append(stream, [event('JobRenamed')], { expectedRevision: 1 }).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
      expect(stale).toMatchObject({ expected: 1, actual: 2 });
      const missing = await store.append(newStream('job'), [event('JobRenamed')], { expectedRevision: 0 }).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(WrongExpectedRevisionError);
      expect(missing).toMatchObject({ expected: 0, actual: 'no_stream' });
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it("appends with 'any' whatever the stream's state", async () => {
      const stream = newStream('chat');
      await expect(store.append(stream, [event('MessagePosted')], { expectedRevision: 'any' })).resolves.toMatchObject({
        nextRevision: 0,
      });
      await expect(store.append(stream, [event('MessagePosted')], { expectedRevision: 'any' })).resolves.toMatchObject({
        nextRevision: 1,
      });
    });

    it('treats a re-append of the same ids as a no-op returning the stored result', async () => {
      const stream = newStream('examination');
      const batch = [event('ExaminationScheduled'), event('ExaminationSigned')];
      const original = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      // Same request again (network retry), then again after the stream moved on (offline re-send).
      await expect(store.append(stream, batch, { expectedRevision: 'no_stream' })).resolves.toEqual(original);
      await store.append(stream, [event('ExaminationArchived')], { expectedRevision: 1 });
      await expect(store.append(stream, batch, { expectedRevision: 'no_stream' })).resolves.toEqual(original);
      await expect(store.append(stream, batch, { expectedRevision: 'any' })).resolves.toEqual(original);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('rejects a retry whose ids are only partly stored, writing nothing', async () => {
      const stream = newStream('dvr');
      const stored = event('DvrDrafted');
      await store.append(stream, [stored], { expectedRevision: 'no_stream' });
      const error = await store.append(stream, [stored, event('DvrApproved')], { expectedRevision: 0 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyMismatchError);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('rejects malformed batches before touching the store', async () => {
      const stream = newStream('user');
      await expect(store.append(stream, [], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      const notUuid = { ...event('UserInvited'), id: 'not-a-uuid' };
      await expect(store.append(stream, [notUuid], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      const noData = { ...event('UserInvited'), data: undefined };
      await expect(store.append(stream, [noData], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      const twice = event('UserInvited');
      await expect(store.append(stream, [twice, twice], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      expect(await store.readStream(stream)).toEqual([]);
    });

    it('reads a stream between inclusive revision bounds', async () => {
      const stream = newStream('appointment');
      await store.append(
        stream,
        [0, 1, 2, 3, 4].map((n) => event('AppointmentMoved', { n })),
        {
          expectedRevision: 'no_stream',
        },
      );
      const revisions = async (options: { fromRevision?: number; toRevision?: number }) =>
        (await store.readStream(stream, options)).map((e) => e.revision);
      expect(await revisions({ fromRevision: 1, toRevision: 3 })).toEqual([1, 2, 3]);
      expect(await revisions({ fromRevision: 3 })).toEqual([3, 4]);
      expect(await revisions({ toRevision: 1 })).toEqual([0, 1]);
      expect(await revisions({ fromRevision: 2, toRevision: 2 })).toEqual([2]);
      expect(await revisions({ fromRevision: 5 })).toEqual([]);
      expect(await store.readStream(newStream('appointment'))).toEqual([]);
    });

    it('reads all streams in global order after a position, honouring the limit', async () => {
      const a = newStream('worker');
      const b = newStream('customer');
      const start = await settledHead(store);
      const positions: number[] = [];
      for (const [stream, n] of [
        [a, 0],
        [b, 0],
        [a, 1],
        [b, 1],
        [a, 2],
      ] as const) {
        const revision = n === 0 ? 'no_stream' : n - 1;
        positions.push((await store.append(stream, [event('Step', { stream, n })], { expectedRevision: revision })).position);
      }
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      await waitForHead(store, positions[4]);
      expect(await store.headPosition()).toBe(positions[4]);

      const all = await store.readAll({ after: start, limit: 100 });
      expect(all.map((e) => [e.stream, (e.data as { n: number }).n])).toEqual([
        [a, 0],
        [b, 0],
        [a, 1],
        [b, 1],
        [a, 2],
      ]);
      const page = await store.readAll({ after: positions[1], limit: 2 });
      expect(page.map((e) => e.position)).toEqual([positions[2], positions[3]]);
      expect(await store.readAll({ after: positions[4], limit: 10 })).toEqual([]);
    });

    it('serves a subscription from the past, then live, each event once and in order, until stopped', async () => {
      const stream = newStream('import');
      const start = await settledHead(store);
      await store.append(stream, [event('ImportStarted', 0), event('RowImported', 1)], { expectedRevision: 'no_stream' });
      const received: RecordedEvent[] = [];
      const subscription = await store.subscribe({ after: start, onEvent: async (e) => void received.push(e) });
      try {
        await waitUntil(() => received.length >= 2, 'catch-up');
        await store.append(stream, [event('RowImported', 2)], { expectedRevision: 1 });
        await store.append(newStream('import'), [event('ImportStarted', 3)], { expectedRevision: 'no_stream' });
        await waitUntil(() => received.length >= 4, 'live');
      } finally {
        await subscription.stop();
      }
      await store.append(stream, [event('RowImported', 4)], { expectedRevision: 2 });
      await sleep(700);
      expect(received.map((e) => e.data)).toEqual([0, 1, 2, 3]);
      expect(received.map((e) => e.position)).toEqual([...received.map((e) => e.position)].sort((x, y) => x - y));
    });

    it('starts a subscription strictly after the given position and reports a failing handler', async () => {
      const stream = newStream('entity');
      const { position } = await store.append(stream, [event('EntityCreated', 0)], { expectedRevision: 'no_stream' });
      await store.append(stream, [event('EntityRenamed', 1)], { expectedRevision: 0 });
      const failure = new Error('proiettore rotto');
      let subscription: Subscription | undefined;
      const reported = new Promise<unknown>((resolve) => {
        void store
          .subscribe({ after: position, onEvent: async () => Promise.reject(failure), onError: resolve })
          .then((s) => (subscription = s));
      });
      const seen: unknown[] = [];
      const probe = await store.subscribe({ after: position, onEvent: async (e) => void seen.push(e.data) });
      try {
        await expect(withTimeout(reported, 5_000)).resolves.toBe(failure);
        await waitUntil(() => seen.length >= 1, 'probe');
        expect(seen).toEqual([1]);
      } finally {
        await probe.stop();
        await subscription?.stop();
      }
    });

    it('lets exactly one of several concurrent appends at the same revision win', async () => {
      const stream = newStream('worker');
      await store.append(stream, [event('WorkerHired')], { expectedRevision: 'no_stream' });
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => store.append(stream, [event('WorkerMoved')], { expectedRevision: 0 })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((a) => a.status === 'rejected')) {
        expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("lets exactly one of several concurrent 'no_stream' appends create the stream", async () => {
      const stream = newStream('customer');
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => store.append(stream, [event('CustomerRegistered')], { expectedRevision: 'no_stream' })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((a) => a.status === 'rejected')) {
        expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('chains every event to the one before it in its stream, concurrent appends included', async () => {
      expect(store.readChain).toBeDefined();
      const stream = newStream('worker');
      await store.append(stream, [event('WorkerHired', { n: 1.5, at: 'x' }), event('WorkerMoved', 'A')], {
        expectedRevision: 'no_stream',
      });
      // 'any' appends racing on one stream: the stream lock must put them one after the other in the chain.
      await Promise.all(Array.from({ length: 5 }, (_, i) => store.append(stream, [event('WorkerMoved', i)], { expectedRevision: 'any' })));
      const chain = await store.readChain!(stream);
      expect(chain.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(chain.map(({ hash: _hash, previousHash: _previous, ...rest }) => rest)).toEqual(await store.readStream(stream));
      let previous = GENESIS_HASH;
      for (const link of chain) {
        expect(link.previousHash).toBe(previous);
        expect(link.hash).toBe(expectedEventHash(previous, link));
        previous = link.hash!;
      }
      // The same content in another stream chains to a different hash (the stream is part of the body).
      const other = newStream('worker');
      const [first] = chain;
      await store.append(other, [{ id: first.id, type: first.type, data: first.data, metadata: first.metadata }], {
        expectedRevision: 'no_stream',
      });
      const [copy] = await store.readChain!(other);
      expect(copy.hash).not.toBe(first.hash);
      expect(await store.readChain!(newStream('worker'))).toEqual([]);
    });
  });
}

/**
 * A start position with nothing earlier still to appear: the head alone can lag behind events already committed
 * (the PostgreSQL store hides them while an older transaction anywhere on the server is open), and a read from
 * there would return them too. Appending a marker and waiting for it settles every position before it.
 */
async function settledHead(store: EventStore): Promise<number> {
  const { position } = await store.append(newStream('marker'), [event('MarkerSet')], { expectedRevision: 'no_stream' });
  await waitForHead(store, position);
  return position;
}
