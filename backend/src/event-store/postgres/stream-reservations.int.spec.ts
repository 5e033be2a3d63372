import { randomUUID } from 'node:crypto';
import { ReservationConflictError, type ReservationChange, type Database } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { event, newStream } from '../testing/event-store-fixtures';
import { PostgresEventStore } from './postgres-event-store';

const claim = (key: string): ReservationChange => ({ kind: 'claim', scope: 'test-key', key });
const release = (key: string): ReservationChange => ({ kind: 'release', scope: 'test-key', key });

describe.each(testDatabases())('reservations in the append on $label', (database) => {
  let db: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await database.create();
    store = await PostgresEventStore.create(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  const holders = async (key: string) =>
    (await db.query<{ stream: string }>("SELECT stream FROM stream_reservations WHERE scope = 'test-key' AND key = $1", [key])).rows.map(
      (row) => row.stream,
    );

  it('lets one of many concurrent appends claim a key; the others append nothing and learn the holder', async () => {
    const key = randomUUID();
    const streams = Array.from({ length: 12 }, () => newStream('holder'));
    const outcomes = await Promise.allSettled(
      streams.map((stream) => store.append(stream, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(key)] })),
    );
    const winners = streams.filter((_, i) => outcomes[i].status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(await holders(key)).toEqual(winners);
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
    // Claiming one's own key again is no conflict.
    await store.append(owner, [event('Again')], { expectedRevision: 0, reservations: [claim(first)] });
    await store.append(owner, [event('Moved')], { expectedRevision: 1, reservations: [release(first), claim(second)] });
    expect(await holders(first)).toEqual([]);
    expect(await holders(second)).toEqual([owner]);

    // Another stream's release leaves the key alone; its claim of a free key takes it.
    await store.append(other, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [release(second), claim(first)] });
    expect(await holders(second)).toEqual([owner]);
    expect(await holders(first)).toEqual([other]);

    // The first append retried: already stored, so its claim (now another stream's key) is not applied again.
    await expect(store.append(owner, [hired], { expectedRevision: 'no_stream', reservations: [claim(first)] })).resolves.toMatchObject({
      nextRevision: 0,
    });
    expect(await holders(first)).toEqual([other]);
  });

  it('rolls the events back with a refused claim, releases included', async () => {
    const key = randomUUID();
    const taken = randomUUID();
    const owner = newStream('holder');
    await store.append(newStream('holder'), [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(taken)] });
    await store.append(owner, [event('Claimed')], { expectedRevision: 'no_stream', reservations: [claim(key)] });
    await expect(
      store.append(owner, [event('Moved')], { expectedRevision: 0, reservations: [release(key), claim(taken)] }),
    ).rejects.toBeInstanceOf(ReservationConflictError);
    expect(await store.readStream(owner)).toHaveLength(1);
    expect(await holders(key)).toEqual([owner]);
  });
});
