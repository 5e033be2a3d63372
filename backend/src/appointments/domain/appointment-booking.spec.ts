import { APPOINTMENT_MESSAGES as M, MESSAGES, type AppointmentBookedData } from '@tutela/contracts';
import { fold } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { bookingOf, bookingPlan, occurrenceId, planSeriesChange } from './appointment-booking';
import { booked, bookSingle, options, seriesPlan, seriesRequest, singleRequest } from '../testing/appointment-fixtures';
import { bookingIntervals } from './appointment-intervals';
import type { ExistingAppointment } from './appointment-state';
import { appointmentDecider } from './appointment.decider';

const stateOf = (...events: Parameters<typeof fold>[1]) => fold(appointmentDecider, events as never) as ExistingAppointment;

describe('bookingPlan', () => {
  it('books a single appointment on its own id, with its slot in Rome time', () => {
    expect(bookingPlan(singleRequest, options)).toHaveLength(1);
    const data: AppointmentBookedData = bookingOf(bookSingle);
    expect(data).toMatchObject({
      appointmentId: 'a1',
      entityId: 'e1',
      customerId: 'k1',
      physicianId: 'doc1',
      resourceIds: ['spiro'],
      clinicId: 'amb1',
      series: null,
      confirmed: false,
      slot: {
        date: '2026-06-10',
        startTime: '09:00',
        endTime: '09:30',
        start: '2026-06-10T07:00:00.000Z',
        end: '2026-06-10T07:30:00.000Z',
      },
    });
    expect(data.details).toMatchObject({
      visit: 1,
      workerIds: ['w1'],
      coordination: { required: true, userId: 'coord1', date: '2026-05-20' },
    });
  });

  it('expands a series into one command per occurrence, each on an id derived from the series and the date', () => {
    expect(seriesPlan.map((c) => c.occurrence?.date)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-08',
      '2026-06-10',
      '2026-06-15',
      '2026-06-17',
    ]);
    expect(seriesPlan[0].appointmentId).toBe(occurrenceId('s1', '2026-06-01'));
    expect(new Set(seriesPlan.map((c) => c.appointmentId)).size).toBe(6);
    expect(bookingPlan(seriesRequest, { ...options, appointmentId: 's1' })).toEqual(seriesPlan);
    expect(bookingOf(seriesPlan[2]).series).toEqual({
      seriesId: 's1',
      occurrenceDate: '2026-06-08',
      firstDate: '2026-06-01',
      lastDate: '2026-06-17',
      daysOfWeek: [1, 3],
    });
    expect(bookingOf(seriesPlan[2]).details).toMatchObject({ multi: true, workerIds: ['w1', 'w2'], durationMinutes: 15 });
  });

  it('keeps the wall-clock time of a series across the March daylight-saving change', () => {
    const plan = bookingPlan({ ...seriesRequest, appointment_date: '2026-03-23', appointment_date_end: '2026-04-01' }, options);
    expect(plan.map((c) => [c.occurrence?.date, bookingOf(c).slot.start])).toEqual([
      ['2026-03-23', '2026-03-23T08:00:00.000Z'],
      ['2026-03-25', '2026-03-25T08:00:00.000Z'],
      ['2026-03-30', '2026-03-30T07:00:00.000Z'],
      ['2026-04-01', '2026-04-01T07:00:00.000Z'],
    ]);
  });

  it('books the leap day of a series, and sorts its weekdays', () => {
    const plan = bookingPlan(
      { ...seriesRequest, daysOfWeek: [4, 2], appointment_date: '2028-02-28', appointment_date_end: '2028-03-02' },
      options,
    );
    expect(plan.map((c) => c.occurrence?.date)).toEqual(['2028-02-29', '2028-03-02']);
    expect(bookingOf(plan[0]).slot).toMatchObject({
      date: '2028-02-29',
      start: '2028-02-29T08:00:00.000Z',
      end: '2028-02-29T08:30:00.000Z',
    });
    expect(bookingOf(plan[0]).series?.daysOfWeek).toEqual([2, 4]);
  });

  it('refuses an invalid request before expanding it, with every field', () => {
    let caught: unknown;
    try {
      bookingPlan({ ...seriesRequest, med_id: null, daysOfWeek: [8] }, options);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).message).toBe(MESSAGES.MISSING_REQUIRED_FIELDS);
    expect((caught as DomainError).fieldErrors).toEqual({ med_id: [M.REQUIRED], daysOfWeek: [M.WEEKDAYS_INVALID] });
  });
});

describe('bookingIntervals', () => {
  it('claims the physician, each resource and the clinic for the slot', () => {
    const claimed = [
      { key: 'physician:doc1', from: '2026-06-10T07:00:00.000Z', to: '2026-06-10T07:30:00.000Z' },
      { key: 'resource:spiro', from: '2026-06-10T07:00:00.000Z', to: '2026-06-10T07:30:00.000Z' },
      { key: 'clinic:amb1', from: '2026-06-10T07:00:00.000Z', to: '2026-06-10T07:30:00.000Z' },
    ];
    expect(bookingIntervals(bookSingle)).toEqual(claimed);
    expect(bookingIntervals(stateOf(booked(bookSingle)))).toEqual(claimed);
    const bare = { ...bookSingle, request: { ...singleRequest, resources: [], classroom_id: null } };
    expect(bookingIntervals(bare).map((i) => i.key)).toEqual(['physician:doc1']);
  });

  it('follows a move, frees a cancelled slot, keeps a completed one', () => {
    const moved = {
      type: 'AppointmentMoved' as const,
      data: {
        appointmentId: 'a1',
        from: bookingOf(bookSingle).slot,
        to: { ...bookingOf(bookSingle).slot, start: 'S', end: 'E' },
        scope: 'this' as const,
        confirmationReset: false,
      },
    };
    expect(bookingIntervals(stateOf(booked(bookSingle), moved))[0]).toEqual({ key: 'physician:doc1', from: 'S', to: 'E' });
    const cancelled = { type: 'AppointmentCancelled' as const, data: { appointmentId: 'a1', scope: 'this' as const, reason: null } };
    expect(bookingIntervals(stateOf(booked(bookSingle), cancelled))).toEqual([]);
    const completed = { type: 'AppointmentCompleted' as const, data: { appointmentId: 'a1', examinationId: null } };
    expect(bookingIntervals(stateOf(booked(bookSingle), completed))).toHaveLength(3);
    expect(bookingIntervals({ status: 'none' })).toEqual([]);
  });
});

describe('planSeriesChange', () => {
  const third = stateOf(booked(seriesPlan[2]));
  const ids = seriesPlan.map((c) => c.appointmentId);

  it('sends a change to this occurrence, this and the following, or all', () => {
    expect(planSeriesChange(third, 'this')).toEqual([ids[2]]);
    expect(planSeriesChange(third, 'following')).toEqual(ids.slice(2));
    expect(planSeriesChange(third, 'all')).toEqual(ids);
  });

  it('sends a single appointment’s change to it alone, whatever the scope', () => {
    expect(planSeriesChange(stateOf(booked(bookSingle)), 'all')).toEqual(['a1']);
  });
});
