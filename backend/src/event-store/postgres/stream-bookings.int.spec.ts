import { randomUUID } from 'node:crypto';
import { IntervalConflictError, type Database, type IntervalReservationChange } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { event, newStream } from '../testing/event-store-fixtures';
import { PostgresEventStore } from './postgres-event-store';

const book = (key: string, ref: string, from: string, to: string): IntervalReservationChange => ({
  kind: 'book',
  scope: 'physician',
  key,
  ref,
  from: `2031-05-05T${from}:00Z`,
  to: `2031-05-05T${to}:00Z`,
});

/** The booked intervals as the database keeps them, under the race (the contract checks them through the port). */
describe.each(testDatabases())('booked intervals in the append on $label', (database) => {
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

  const rows = async (key: string) =>
    (
      await db.query<{ stream: string; ref: string }>(
        "SELECT stream, ref FROM stream_bookings WHERE scope = 'physician' AND key = $1 ORDER BY lower(during)",
        [key],
      )
    ).rows;
  const eventsOf = async (streams: string[]) =>
    Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE stream = ANY($1)', [streams])).rows[0].n);

  it('keeps one booking and one append of 12 clients racing for overlapping intervals of one key', async () => {
    const key = randomUUID();
    const streams = Array.from({ length: 12 }, () => newStream('appointment'));
    const outcomes = await Promise.allSettled(
      streams.map((stream, i) =>
        store.append(stream, [event('AppointmentBooked')], {
          expectedRevision: 'no_stream',
          reservations: [book(key, `occ-${i}`, `09:${String(i * 2).padStart(2, '0')}`, `09:${String(i * 2 + 25).padStart(2, '0')}`)],
        }),
      ),
    );
    const winners = streams.filter((_, i) => outcomes[i].status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(await rows(key)).toEqual([{ stream: winners[0], ref: `occ-${streams.indexOf(winners[0])}` }]);
    expect(await eventsOf(streams)).toBe(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(IntervalConflictError);
  });

  it('settles series that cross each other with one winner and a conflict, never an error', async () => {
    for (let round = 0; round < 4; round++) {
      const key = randomUUID();
      const [first, second] = [newStream('series'), newStream('series')];
      const outcomes = await Promise.allSettled([
        store.append(first, [event('SeriesBooked')], {
          expectedRevision: 'no_stream',
          reservations: [book(key, 'a1', '08:00', '09:00'), book(key, 'a2', '10:00', '11:00')],
        }),
        store.append(second, [event('SeriesBooked')], {
          expectedRevision: 'no_stream',
          reservations: [book(key, 'b1', '10:30', '11:30'), book(key, 'b2', '08:30', '09:30')],
        }),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(IntervalConflictError);
      expect((lost.reason as IntervalConflictError).conflicts).toHaveLength(2);
      expect((await rows(key)).map((row) => row.stream)).toEqual(outcomes[0] === won[0] ? [first, first] : [second, second]);
      expect(await eventsOf([first, second])).toBe(1);
    }
  });

  it('sends an append again that the server aborted as a deadlock between two crossing series', async () => {
    if (database.label !== 'postgres') return; // PGlite has one connection: its appends never interleave.
    const key = randomUUID();
    const [first, second] = [newStream('series'), newStream('series')];
    let appends: Promise<PromiseSettledResult<unknown>[]> | undefined;
    // An uncommitted booking both series run into after their first interval: released, they cross and deadlock.
    await db
      .transaction(async (tx) => {
        await tx.query(
          "INSERT INTO stream_bookings (scope, key, stream, ref, during) VALUES ('physician', $1, 'blocker', 'z', tstzrange('2031-05-05T12:00:00Z', '2031-05-05T13:00:00Z'))",
          [key],
        );
        appends = Promise.allSettled([
          store.append(first, [event('SeriesBooked')], {
            expectedRevision: 'no_stream',
            reservations: [book(key, 'a1', '08:00', '09:00'), book(key, 'ab', '12:00', '12:30'), book(key, 'a2', '10:00', '11:00')],
          }),
          store.append(second, [event('SeriesBooked')], {
            expectedRevision: 'no_stream',
            reservations: [book(key, 'b1', '10:30', '11:30'), book(key, 'bb', '12:30', '13:00'), book(key, 'b2', '08:30', '09:30')],
          }),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
    const outcomes = await appends!;
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(IntervalConflictError);
    expect(await eventsOf([first, second])).toBe(1);
  });
});
