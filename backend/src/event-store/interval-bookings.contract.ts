/// <reference types="jest" />
import { randomUUID } from 'node:crypto';
import { IntervalConflictError, type EventStore, type IntervalReservationChange } from '@tutela/contracts';
import type { EventStoreUnderTest } from './event-store.contract';
import { event, newStream } from './testing/event-store-fixtures';

const DAY = '2031-03-03';
/** [hh:mm, hh:mm) of DAY in UTC. */
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const book = (key: string, ref: string, from: string, to: string, scope = 'physician'): IntervalReservationChange => ({
  kind: 'book',
  scope,
  key,
  ref,
  from: at(from),
  to: at(to),
});
const unbook = (key: string, ref: string, scope = 'physician'): IntervalReservationChange => ({ kind: 'unbook', scope, key, ref });

/**
 * Booked intervals (IntervalReservationChange): the behaviour every store that keeps them must share. Run by
 * describeEventStoreContract for the PostgreSQL and PGlite stores, and on its own for the in-memory store.
 */
export function describeIntervalBookingContract(
  label: string,
  factory: () => Promise<EventStoreUnderTest>,
  options: { skipReason?: string } = {},
): void {
  const suite = options.skipReason ? describe.skip : describe;
  const title = options.skipReason ? `${label} (SALTATO: ${options.skipReason})` : label;
  suite(`Booked intervals on ${title}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    /** Books with a new stream; the error when refused, else null. */
    const tryBook = async (...changes: IntervalReservationChange[]) => {
      const stream = newStream('appointment');
      const error = await store
        .append(stream, [event('AppointmentBooked')], { expectedRevision: 'no_stream', reservations: changes })
        .then(() => null)
        .catch((e: unknown) => e);
      return { stream, error };
    };

    it('books an interval and refuses an overlapping one, naming the holder, appending nothing', async () => {
      const key = randomUUID();
      const holder = newStream('appointment');
      await store.append(holder, [event('AppointmentBooked')], {
        expectedRevision: 'no_stream',
        reservations: [book(key, 'occ-1', '10:00', '10:30')],
      });
      const { stream, error } = await tryBook(book(key, 'occ-2', '10:15', '10:45'));
      expect(error).toBeInstanceOf(IntervalConflictError);
      expect(error).toMatchObject({
        stream,
        conflicts: [
          {
            requested: { scope: 'physician', key, ref: 'occ-2', from: at('10:15'), to: at('10:45') },
            holders: [{ scope: 'physician', key, ref: 'occ-1', stream: holder, from: at('10:00'), to: at('10:30') }],
          },
        ],
      });
      expect(await store.readStream(stream)).toEqual([]);
      // Inside and around the holder's interval too.
      expect((await tryBook(book(key, 'x', '10:10', '10:20'))).error).toBeInstanceOf(IntervalConflictError);
      expect((await tryBook(book(key, 'x', '09:00', '11:00'))).error).toBeInstanceOf(IntervalConflictError);
    });

    it('lets back-to-back intervals through (half-open [from, to)) and reads instants with any zone alike', async () => {
      const key = randomUUID();
      expect((await tryBook(book(key, 'a', '10:00', '10:30'))).error).toBeNull();
      expect((await tryBook(book(key, 'b', '10:30', '11:00'))).error).toBeNull();
      expect((await tryBook(book(key, 'c', '09:30', '10:00'))).error).toBeNull();
      // 11:30+01:00 is 10:30Z: inside b.
      const shifted = { ...book(key, 'd', '10:00', '10:00'), from: `${DAY}T11:30:00+01:00`, to: `${DAY}T11:45:00+01:00` };
      const { error } = await tryBook(shifted);
      expect(error).toMatchObject({ conflicts: [{ requested: { from: at('10:30'), to: at('10:45') }, holders: [{ ref: 'b' }] }] });
    });

    it('frees the slot on unbook, and moves an interval within one append', async () => {
      const key = randomUUID();
      const owner = newStream('appointment');
      await store.append(owner, [event('AppointmentBooked')], {
        expectedRevision: 'no_stream',
        reservations: [book(key, 'r1', '10:00', '10:30')],
      });
      // Move: unbook the old and book the new, overlapping the old one, in one append.
      await store.append(owner, [event('AppointmentMoved')], {
        expectedRevision: 0,
        reservations: [unbook(key, 'r1'), book(key, 'r2', '10:15', '10:45')],
      });
      expect((await tryBook(book(key, 'x', '10:00', '10:15'))).error).toBeNull();
      expect((await tryBook(book(key, 'y', '10:40', '10:50'))).error).toMatchObject({
        conflicts: [{ holders: [{ stream: owner, ref: 'r2' }] }],
      });
      // A book under a ref the stream holds replaces its interval.
      await store.append(owner, [event('AppointmentMoved')], { expectedRevision: 1, reservations: [book(key, 'r2', '12:00', '12:30')] });
      expect((await tryBook(book(key, 'z', '10:15', '10:45'))).error).toBeNull();
      // Cancel: the slot is free for another stream; another stream's unbook leaves a booking alone.
      await store.append(owner, [event('AppointmentCancelled')], { expectedRevision: 2, reservations: [unbook(key, 'r2')] });
      const { error: notMine } = await tryBook(unbook(key, 'z'), book(key, 'w', '10:20', '10:25'));
      expect(notMine).toBeInstanceOf(IntervalConflictError);
      expect((await tryBook(book(key, 'v', '12:00', '12:30'))).error).toBeNull();
    });

    it("keeps scopes and keys apart, and refuses a stream's own overlapping bookings under other refs", async () => {
      const key = randomUUID();
      expect((await tryBook(book(key, 'a', '10:00', '11:00'))).error).toBeNull();
      expect((await tryBook(book(key, 'a', '10:00', '11:00', 'clinic'))).error).toBeNull();
      expect((await tryBook(book(randomUUID(), 'a', '10:00', '11:00'))).error).toBeNull();
      const own = await tryBook(book(key, 'first', '14:00', '15:00', 'resource'), book(key, 'second', '14:30', '15:30', 'resource'));
      expect(own.error).toMatchObject({ conflicts: [{ requested: { ref: 'second' }, holders: [{ stream: own.stream, ref: 'first' }] }] });
      expect((await tryBook(book(key, 'again', '14:00', '15:30', 'resource'))).error).toBeNull();
    });

    it('names every refused interval of a series, and books none of them', async () => {
      const key = randomUUID();
      const [first, second] = [
        (await tryBook(book(key, 'h1', '08:00', '08:30'))).stream,
        (await tryBook(book(key, 'h2', '09:00', '09:30'))).stream,
      ];
      const { stream, error } = await tryBook(
        book(key, 's1', '08:15', '08:45'),
        book(key, 's2', '12:00', '12:30'),
        book(key, 's3', '09:00', '10:00'),
      );
      expect(error).toBeInstanceOf(IntervalConflictError);
      expect((error as IntervalConflictError).conflicts).toEqual([
        {
          requested: { scope: 'physician', key, ref: 's1', from: at('08:15'), to: at('08:45') },
          holders: [{ scope: 'physician', key, ref: 'h1', stream: first, from: at('08:00'), to: at('08:30') }],
        },
        {
          requested: { scope: 'physician', key, ref: 's3', from: at('09:00'), to: at('10:00') },
          holders: [{ scope: 'physician', key, ref: 'h2', stream: second, from: at('09:00'), to: at('09:30') }],
        },
      ]);
      expect(await store.readStream(stream)).toEqual([]);
      // The free occurrence of the refused series was not booked either.
      expect((await tryBook(book(key, 'other', '12:00', '12:30'))).error).toBeNull();
    });

    it('treats a retry of a stored append as a no-op, its bookings neither failing nor applied again', async () => {
      const key = randomUUID();
      const owner = newStream('appointment');
      const booked = [event('AppointmentBooked')];
      const original = await store.append(owner, booked, {
        expectedRevision: 'no_stream',
        reservations: [book(key, 'r', '10:00', '10:30')],
      });
      await expect(
        store.append(owner, booked, { expectedRevision: 'no_stream', reservations: [book(key, 'r', '10:00', '10:30')] }),
      ).resolves.toEqual(original);
      // Cancelled, the slot taken by another stream: the first append retried again changes nothing.
      await store.append(owner, [event('AppointmentCancelled')], { expectedRevision: 0, reservations: [unbook(key, 'r')] });
      const taker = await tryBook(book(key, 't', '10:00', '10:30'));
      expect(taker.error).toBeNull();
      await expect(
        store.append(owner, booked, { expectedRevision: 'no_stream', reservations: [book(key, 'r', '10:00', '10:30')] }),
      ).resolves.toEqual(original);
      expect((await tryBook(book(key, 'p', '10:10', '10:20'))).error).toMatchObject({
        conflicts: [{ holders: [{ stream: taker.stream }] }],
      });
    });

    it('refuses a malformed interval before writing anything', async () => {
      const key = randomUUID();
      for (const bad of [
        book(key, 'a', '10:30', '10:00'),
        book(key, 'a', '10:00', '10:00'),
        { ...book(key, 'a', '10:00', '10:30'), from: '2031-03-03T10:00:00' },
        { ...book(key, 'a', '10:00', '10:30'), to: 'domani' },
      ]) {
        const { stream, error } = await tryBook(bad);
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(IntervalConflictError);
        expect(await store.readStream(stream)).toEqual([]);
      }
    });

    it('lets exactly one of 12 concurrent appends book overlapping intervals of one key', async () => {
      const key = randomUUID();
      const streams = Array.from({ length: 12 }, () => newStream('appointment'));
      const outcomes = await Promise.allSettled(
        streams.map((stream, i) =>
          store.append(stream, [event('AppointmentBooked')], {
            expectedRevision: 'no_stream',
            // Every one overlaps every other: starts 10:00–10:11, all 30 minutes long.
            reservations: [book(key, `occ-${i}`, `10:${String(i).padStart(2, '0')}`, `10:${String(i + 30).padStart(2, '0')}`)],
          }),
        ),
      );
      const winners = streams.filter((_, i) => outcomes[i].status === 'fulfilled');
      expect(winners).toHaveLength(1);
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status === 'fulfilled') {
          expect(await store.readStream(streams[i])).toHaveLength(1);
          continue;
        }
        expect(outcome.reason).toBeInstanceOf(IntervalConflictError);
        expect((outcome.reason as IntervalConflictError).conflicts).toEqual([
          expect.objectContaining({ holders: [expect.objectContaining({ stream: winners[0], key })] }),
        ]);
        expect(await store.readStream(streams[i])).toEqual([]);
      }
      expect((await tryBook(book(key, 'probe', '10:29', '10:31'))).error).toMatchObject({
        conflicts: [{ holders: [{ stream: winners[0] }] }],
      });
    });
  });
}
