import { randomUUID } from 'node:crypto';
import { ReservationConflictError, type KeyReservationChange, type Database } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { event, newStream } from '../testing/event-store-fixtures';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { ReservationLedger } from './reservation-ledger';
import { InMemoryEventStoreDbClient } from './testing/in-memory-eventstoredb-client';

const claim = (key: string): KeyReservationChange => ({ kind: 'claim', scope: 'test-key', key });
const release = (key: string): KeyReservationChange => ({ kind: 'release', scope: 'test-key', key });

/**
 * The reservations of the EventStoreDB adapter, kept in the read-model database around the append (ReservationLedger),
 * on the stand-in client: the same outcomes as PostgreSQL's one-transaction reservations (stream-reservations.int.spec.ts),
 * and what a process dying between the append and the settling leaves behind is decided by the log.
 */
describe.each(testDatabases())('EventStoreDB reservations kept on $label', (database) => {
  let db: Database;
  let client: InMemoryEventStoreDbClient;
  let store: EventStoreDbEventStore;

  beforeAll(async () => {
    db = await database.create();
    client = new InMemoryEventStoreDbClient();
    store = new EventStoreDbEventStore(client.asClient(), db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  const holders = async (key: string) =>
    (
      await db.query<{ stream: string; pending_kind: string | null }>(
        "SELECT stream, pending_kind FROM stream_reservations WHERE scope = 'test-key' AND key = $1",
        [key],
      )
    ).rows;

  it('lets one of many concurrent appends claim a key; the others append nothing and learn the holder', async () => {
    const key = randomUUID();
    const streams = Array.from({ length: 12 }, () => newStream('holder'));
    const outcomes = await Promise.allSettled(
      streams.map((stream) => store.append(stream, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(key)] })),
    );
    const winners = streams.filter((_, i) => outcomes[i].status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(await holders(key)).toEqual([{ stream: winners[0], pending_kind: null }]);
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      expect(outcome.reason).toBeInstanceOf(ReservationConflictError);
      expect(outcome.reason).toMatchObject({ scope: 'test-key', key, holder: winners[0] });
      expect(await store.readStream(streams[i])).toEqual([]);
    }
  });

  it('moves a key with a release and a claim, frees it for another stream, and changes nothing on a stored retry', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const owner = newStream('holder');
    const other = newStream('holder');
    const hired = event('Claimed');
    await store.append(owner, [hired], { expectedRevision: 'no_stream', reservations: [claim(first)] });
    await store.append(owner, [event('Again')], { expectedRevision: 0, reservations: [claim(first)] });
    await store.append(owner, [event('Moved')], { expectedRevision: 1, reservations: [release(first), claim(second)] });
    expect(await holders(first)).toEqual([]);
    expect(await holders(second)).toEqual([{ stream: owner, pending_kind: null }]);

    await store.append(other, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [release(second), claim(first)] });
    expect(await holders(second)).toEqual([{ stream: owner, pending_kind: null }]);
    expect(await holders(first)).toEqual([{ stream: other, pending_kind: null }]);

    await expect(store.append(owner, [hired], { expectedRevision: 'no_stream', reservations: [claim(first)] })).resolves.toMatchObject({
      nextRevision: 0,
    });
    expect(await holders(first)).toEqual([{ stream: other, pending_kind: null }]);
  });

  it('takes the marks back when the append is refused or a claim is: the keys are as before', async () => {
    const [key, taken] = [randomUUID(), randomUUID()];
    const owner = newStream('holder');
    await store.append(newStream('holder'), [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(taken)] });
    await store.append(owner, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(key)] });
    await expect(
      store.append(owner, [event('Moved')], { expectedRevision: 0, reservations: [release(key), claim(taken)] }),
    ).rejects.toBeInstanceOf(ReservationConflictError);
    expect(await holders(key)).toEqual([{ stream: owner, pending_kind: null }]);

    // A stale expected revision: the server refuses the append, the claim of a free key is taken back.
    const free = randomUUID();
    await expect(store.append(owner, [event('Late')], { expectedRevision: 5, reservations: [claim(free)] })).rejects.toThrow();
    expect(await holders(free)).toEqual([]);
    expect(await store.readStream(owner)).toHaveLength(1);
  });

  it('decides what a process that died between the append and the settling left by the log', async () => {
    // The same server without a ledger stands for the dying process's append; staleMs 0: every mark is old enough.
    const raw = new EventStoreDbEventStore(client.asClient());
    const ledger = new ReservationLedger(db, async (stream, id) => (await raw.readStream(stream)).some((e) => e.id === id), 0);
    // A claim through the ledger alone: marked, not settled.
    const claimBy = (stream: string, key: string) => ledger.prepare(stream, randomUUID(), [claim(key)]);
    const [landed, lost, releasing] = [randomUUID(), randomUUID(), randomUUID()];

    // A claim whose append landed: the key is held by that stream, and the mark becomes final.
    const hired = newStream('holder');
    const hire = event('Claimed');
    await ledger.prepare(hired, hire.id, [claim(landed)]);
    await raw.append(hired, [hire], { expectedRevision: 'no_stream' });
    await expect(claimBy(newStream('holder'), landed)).rejects.toMatchObject({ holder: hired });
    expect(await holders(landed)).toEqual([{ stream: hired, pending_kind: null }]);

    // A claim whose append never landed: once stale, the next claim takes the key.
    await ledger.prepare(newStream('holder'), randomUUID(), [claim(lost)]);
    const taker = newStream('holder');
    await claimBy(taker, lost);
    expect(await holders(lost)).toEqual([{ stream: taker, pending_kind: 'claim' }]);

    // A release that never landed leaves the key held (the mark is dropped once stale); one that landed frees it.
    const leaving = newStream('holder');
    await store.append(leaving, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(releasing)] });
    await ledger.prepare(leaving, randomUUID(), [release(releasing)]);
    await expect(claimBy(newStream('holder'), releasing)).rejects.toMatchObject({ holder: leaving });
    expect(await holders(releasing)).toEqual([{ stream: leaving, pending_kind: null }]);
    const left = event('Released');
    await ledger.prepare(leaving, left.id, [release(releasing)]);
    await raw.append(leaving, [left], { expectedRevision: 0 });
    const next = newStream('holder');
    await store.append(next, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(releasing)] });
    expect(await holders(releasing)).toEqual([{ stream: next, pending_kind: null }]);
  });

  it('refuses reservations when the store has no database to keep them in, rather than letting a duplicate through', async () => {
    const bare = new EventStoreDbEventStore(new InMemoryEventStoreDbClient().asClient());
    const stream = newStream('holder');
    await expect(
      bare.append(stream, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(randomUUID())] }),
    ).rejects.toThrow(/senza database delle riserve/);
    expect(await bare.readStream(stream)).toEqual([]);
    await bare.close();
  });
});
