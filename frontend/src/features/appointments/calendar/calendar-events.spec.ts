import type { AppointmentRow } from '@tutela/contracts';
import {
  addMinutesToTime,
  eventTitle,
  rangeOf,
  shiftDate,
  slotOf,
  slotText,
  toCalendarEvents,
  clinicColumns,
  toResourceColumns,
  shownDate,
  UNCONFIRMED_CLASS,
} from './calendar-events';

const row = (over: Partial<AppointmentRow> = {}): AppointmentRow => ({
  id: 'a1',
  series_id: null,
  occurrence_date: null,
  customer_id: 'c1',
  customer_name: 'Acme Srl',
  med_id: 'm1',
  med_name: 'Rossi Mario',
  resources: ['r1', 'r2'],
  classroom_id: 'k1',
  workers: ['w1'],
  worker_names: [],
  classroom_name: null,
  resource_names: [],
  mails: [],
  multi: 0,
  visit: 1,
  title: null,
  examinations: [],
  start: '2027-03-01T08:00:00.000Z',
  end: '2027-03-01T08:15:00.000Z',
  all_day: false,
  appointment_date: '2027-03-01',
  appointment_time: '09:00',
  appointment_date_end: '2027-03-01',
  appointment_time_end: '09:15',
  location: 1,
  location_address: null,
  note: null,
  confirmed: 1,
  status: 'booked',
  require_coordination: 'NO',
  user_id: null,
  examination_id: null,
  revision: 1,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('calendar events', () => {
  it('maps a timed row to wall-clock strings, leaves cancelled ones out and marks unconfirmed ones', () => {
    const events = toCalendarEvents([row(), row({ id: 'x', status: 'cancelled' }), row({ id: 'u', confirmed: 0 })]);
    expect(events.map((e) => e.id)).toEqual(['a1', 'u']);
    expect(events[0]).toMatchObject({ start: '2027-03-01T09:00:00', end: '2027-03-01T09:15:00', allDay: false, classNames: [] });
    expect(events[1].classNames).toEqual([UNCONFIRMED_CLASS]);
    expect(events[0].resourceIds).toBeUndefined();
  });

  it('spans an all-day row over its dates with an exclusive end, and gives a timed row without end the default slot', () => {
    const [allDay, noEnd] = toCalendarEvents([
      row({ all_day: true, appointment_time: null, appointment_time_end: null, appointment_date_end: '2027-03-02' }),
      row({ id: 'b', appointment_time_end: null }),
    ]);
    expect(allDay).toMatchObject({ start: '2027-03-01', end: '2027-03-03', allDay: true });
    expect(noEnd.end).toBe('2027-03-01T09:15:00');
  });

  it('puts an event in its resource or clinic columns', () => {
    expect(toCalendarEvents([row()], (r) => r.resources)[0].resourceIds).toEqual(['r1', 'r2']);
    expect(toCalendarEvents([row({ classroom_id: null })], clinicColumns)[0].resourceIds).toEqual([]);
  });

  it('titles an event with its title or visit, workers and customer', () => {
    expect(eventTitle(row())).toBe('Visita · 1 lavoratore · Acme Srl');
    expect(eventTitle(row({ worker_names: ['Rossi Anna'] }))).toBe('Visita · Rossi Anna · Acme Srl');
    expect(eventTitle(row({ visit: 4, title: 'Corso', workers: ['a', 'b'], customer_name: null }))).toBe('Corso · 2 lavoratori');
  });

  it('turns the visible range into from/to, both included', () => {
    expect(rangeOf(new Date(2027, 2, 1), new Date(2027, 2, 7))).toEqual({ from: '2027-03-01', to: '2027-03-06' });
    expect(rangeOf(new Date(2026, 11, 28), new Date(2027, 0, 1))).toEqual({ from: '2026-12-28', to: '2026-12-31' });
  });

  it('reads a dropped slot back as dates and times', () => {
    expect(slotOf(new Date(2027, 2, 2, 10, 30), new Date(2027, 2, 2, 10, 45), false)).toEqual({
      appointment_date: '2027-03-02',
      appointment_date_end: '2027-03-02',
      appointment_time: '10:30',
      appointment_time_end: '10:45',
    });
    expect(slotOf(new Date(2027, 2, 2), new Date(2027, 2, 3), true)).toEqual({
      appointment_date: '2027-03-02',
      appointment_date_end: '2027-03-02',
      appointment_time: null,
      appointment_time_end: null,
    });
  });

  it('does date and time arithmetic without leaving the day', () => {
    expect(shiftDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(addMinutesToTime('09:50', 15)).toBe('10:05');
    expect(addMinutesToTime('23:50', 15)).toBe('23:59');
  });

  it('writes slots and columns for people', () => {
    expect(
      slotText({
        appointment_date: '2027-03-02',
        appointment_date_end: '2027-03-02',
        appointment_time: '10:30',
        appointment_time_end: '10:45',
      }),
    ).toBe('02/03/2027 10:30–10:45');
    const resource = {
      type: 'resources',
      kind: null,
      location: null,
      address: null,
      capacity: null,
      revision: 1,
      created_at: '',
      updated_at: '',
    } as const;
    expect(
      toResourceColumns([
        { ...resource, id: '2', name: 'Spirometro', active: true },
        { ...resource, id: '1', name: 'Ecografo', active: true },
        { ...resource, id: '3', name: 'Vecchio', active: false },
      ]),
    ).toEqual([
      { id: '1', title: 'Ecografo' },
      { id: '2', title: 'Spirometro' },
    ]);
  });
});

describe('shownDate', () => {
  it('shows a Sunday as its Saturday in a week, as the Monday after in a day, any other day as it is', () => {
    expect(shownDate(new Date(2026, 10, 29)).getDate()).toBe(28);
    expect(shownDate(new Date(2026, 10, 29), 'day').getDate()).toBe(30);
    const monday = new Date(2026, 10, 30);
    expect(shownDate(monday)).toBe(monday);
  });
});
