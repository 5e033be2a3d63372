import { romeInstant } from '@tutela/contracts';
import { firstFreeSlots } from './free-slots';

const busy = (date: string, from: string, to: string) => ({ from: romeInstant(date, from), to: romeInstant(date, to) });

describe('firstFreeSlots', () => {
  it('proposes the first slots after the requested start that no held interval touches, one after the other', () => {
    // Monday 1 February 2038: 09:00–10:00 held by the physician, 10:00–10:30 by the clinic.
    const held = [busy('2038-02-01', '09:00', '10:00'), busy('2038-02-01', '10:00', '10:30')];
    const slots = firstFreeSlots(held, { fromDate: '2038-02-01', fromMinutes: 9 * 60, durationMinutes: 30, max: 3 });
    expect(slots.map((slot) => `${slot.appointment_time}–${slot.appointment_time_end}`)).toEqual([
      '10:30–11:00',
      '11:00–11:30',
      '11:30–12:00',
    ]);
  });

  it('rounds the start up to the calendar step and moves to the next open day when the day is full', () => {
    const held = [busy('2038-02-06', '07:00', '20:00')];
    // Saturday full, Sunday closed: Monday at 07:00.
    const [first] = firstFreeSlots(held, { fromDate: '2038-02-06', fromMinutes: 8 * 60 + 7, durationMinutes: 20 });
    expect(first).toEqual({
      appointment_date: '2038-02-08',
      appointment_time: '07:00',
      appointment_date_end: '2038-02-08',
      appointment_time_end: '07:20',
    });
  });

  it('never proposes a slot that runs past closing time, and gives none when the window is full', () => {
    const late = firstFreeSlots([], { fromDate: '2038-02-01', fromMinutes: 19 * 60 + 50, durationMinutes: 30, max: 1 });
    expect(late[0].appointment_date).toBe('2038-02-02');
    const full = [
      busy('2038-02-01', '00:00', '23:59'),
      { from: romeInstant('2038-02-02', '00:00'), to: romeInstant('2038-03-01', '00:00') },
    ];
    expect(firstFreeSlots(full, { fromDate: '2038-02-01', fromMinutes: 0, durationMinutes: 15, days: 14 })).toEqual([]);
  });
});
