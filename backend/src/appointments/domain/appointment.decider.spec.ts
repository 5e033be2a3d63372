import { APPOINTMENT_MESSAGES as M, MESSAGES, type AppointmentRequest, type AppointmentSlot } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { AppointmentCommand, BookAppointment, MoveAppointment } from './appointment-commands';
import { booked, bookSingle, seriesPlan, target } from '../testing/appointment-fixtures';
import { appointmentDecider, type AppointmentEvent } from './appointment.decider';

const spec = deciderSpec(appointmentDecider);
const withRequest = (changes: Partial<AppointmentRequest>, base: BookAppointment = bookSingle): BookAppointment => ({
  ...base,
  request: { ...base.request, ...changes },
});
const [mon1, wed3, mon8, wed10] = seriesPlan;
const slot = (
  date: string,
  startTime: string | null,
  endTime: string | null,
  start: string,
  end: string,
  endDate = date,
): AppointmentSlot => ({
  date,
  endDate,
  startTime,
  endTime,
  start,
  end,
});
const cancelled = (command: BookAppointment, scope: 'this' | 'following' | 'all' = 'this'): AppointmentEvent => ({
  type: 'AppointmentCancelled',
  data: { appointmentId: command.appointmentId, scope, reason: null },
});
const confirmed: AppointmentEvent = {
  type: 'AppointmentConfirmed',
  data: { appointmentId: 'a1', confirmedBy: { userId: 'coord1', name: 'Carla Conti' } },
};
const completed: AppointmentEvent = { type: 'AppointmentCompleted', data: { appointmentId: 'a1', examinationId: 'x1' } };
const move = (
  on: BookAppointment,
  scope: MoveAppointment['target']['scope'],
  pivot: BookAppointment,
  changes: Partial<MoveAppointment> = {},
): AppointmentCommand => ({
  type: 'MoveAppointment',
  appointmentId: on.appointmentId,
  target: target(scope, pivot),
  date: null,
  endDate: null,
  startTime: '11:00',
  endTime: '11:30',
  ...changes,
});
const cancel = (on: BookAppointment, scope: 'this' | 'following' | 'all', pivot: BookAppointment): AppointmentCommand => ({
  type: 'CancelAppointment',
  appointmentId: on.appointmentId,
  target: target(scope, pivot),
  reason: ' ',
});

describe('appointment decider: booking', () => {
  it('books a single appointment once', () => {
    spec
      .given([])
      .when(bookSingle)
      .then([booked(bookSingle)]);
    spec
      .given([booked(bookSingle)])
      .when(bookSingle)
      .thenFails('conflict', M.ALREADY_BOOKED);
  });

  it('books each occurrence of a series on its own stream, and only a date of the series', () => {
    spec
      .given([])
      .when(wed3)
      .then([booked(wed3)]);
    spec
      .given([])
      .when({ ...wed3, occurrence: { seriesId: 's1', date: '2026-06-04' } })
      .thenFails('validation', M.OCCURRENCE_NOT_IN_SERIES, 'appointment_date');
    spec
      .given([])
      .when({ ...wed3, occurrence: null })
      .thenFails('validation', MESSAGES.INVALID_DATA, 'recurring');
  });

  it.each<[string, Partial<AppointmentRequest>, string, BookAppointment]>([
    ['med_id', { med_id: null }, M.REQUIRED, bookSingle],
    ['visit', { visit: null }, M.REQUIRED, bookSingle],
    ['visit', { visit: 9 as never }, M.VISIT_INVALID, bookSingle],
    ['title', { visit: 4, title: ' ' }, M.REQUIRED, bookSingle],
    ['appointment_date', { appointment_date: '10/06/2026' }, M.DATE_INVALID, bookSingle],
    ['appointment_date_end', { appointment_date_end: null }, M.REQUIRED, bookSingle],
    ['appointment_date_end', { appointment_date_end: '2026-06-09' }, M.END_DATE_BEFORE_START, bookSingle],
    ['appointment_time', { appointment_time: '9.00' }, M.TIME_INVALID, bookSingle],
    ['appointment_time_end', { appointment_time_end: '08:45' }, M.END_BEFORE_START, bookSingle],
    ['appointment_duration', { appointment_duration: 0 }, M.DURATION_INVALID, bookSingle],
    ['location', { location: 7 as never }, M.LOCATION_INVALID, bookSingle],
    ['location', { location: 4 }, M.PROVIDER_CLINIC_NOT_ALLOWED, bookSingle],
    ['location_address', { location: 3 }, M.REQUIRED, bookSingle],
    ['send_mail', { send_mail: null }, M.REQUIRED, bookSingle],
    ['send_mail_to_customer', { send_mail_to_customer: null }, M.REQUIRED, bookSingle],
    ['mail_address', { send_mail: 1 }, M.REQUIRED, bookSingle],
    ['mail_address', { send_mail: 1, mail_address: 'rossi@' }, M.INVALID_EMAIL, bookSingle],
    ['mail_customer', { send_mail_to_customer: 1, mail_customer: 'hr at acme.it' }, M.INVALID_EMAIL, bookSingle],
    ['user_id', { user_id: null }, M.REQUIRED, bookSingle],
    ['require_coordination_date', { require_coordination_date: '2026-02-29' }, M.DATE_INVALID, bookSingle],
    ['appointment_time', { appointment_time: null }, M.REQUIRED, wed3],
    ['appointment_duration', { appointment_duration: null }, M.REQUIRED, wed3],
    ['send_mail_multi', { send_mail_multi: null }, M.REQUIRED, wed3],
    ['selected', { selected: [] }, M.WORKERS_REQUIRED, wed3],
    ['daysOfWeek', { daysOfWeek: [] }, M.REQUIRED, wed3],
    ['daysOfWeek', { daysOfWeek: [3, 7] }, M.WEEKDAYS_INVALID, wed3],
    ['daysOfWeek', { appointment_date: '2026-06-02', appointment_date_end: '2026-06-02' }, M.SERIES_EMPTY, wed3],
    ['appointment_date_end', { appointment_date_end: '2028-06-02' }, M.SERIES_TOO_LONG, wed3],
  ])('refuses %s: %s', (field, changes, message, base) => {
    spec.given([]).when(withRequest(changes, base)).thenFails('validation', message, field);
  });

  it("says 'Campi obbligatori mancanti' when several fields fail", () => {
    spec
      .given([])
      .when(withRequest({ med_id: null, visit: null }))
      .thenFails('validation', MESSAGES.MISSING_REQUIRED_FIELDS, 'visit');
  });

  it('books an all-day appointment from midnight to the midnight after its last day', () => {
    const allDay = withRequest({ appointment_time: null, appointment_time_end: null, appointment_date_end: '2026-06-11' });
    spec
      .given([])
      .when(allDay)
      .then([booked(allDay)]);
    expect((booked(allDay).data as { slot: AppointmentSlot }).slot).toEqual(
      slot('2026-06-10', null, null, '2026-06-09T22:00:00.000Z', '2026-06-11T22:00:00.000Z', '2026-06-11'),
    );
  });
});

describe('appointment decider: move', () => {
  it('moves a single appointment to a new date and time, awaiting confirmation again once confirmed', () => {
    const from = booked(bookSingle).data as { slot: AppointmentSlot };
    const to = slot('2026-06-12', '15:00', '15:20', '2026-06-12T13:00:00.000Z', '2026-06-12T13:20:00.000Z');
    const command = move(bookSingle, 'this', bookSingle, { date: '2026-06-12', startTime: '15:00', endTime: '15:20' });
    spec
      .given([booked(bookSingle), confirmed])
      .when(command)
      .then([{ type: 'AppointmentMoved', data: { appointmentId: 'a1', from: from.slot, to, scope: 'this', confirmationReset: true } }]);
    spec
      .given([booked(bookSingle)])
      .when(command)
      .then([{ type: 'AppointmentMoved', data: { appointmentId: 'a1', from: from.slot, to, scope: 'this', confirmationReset: false } }]);
  });

  it('records nothing for a move to the same slot, and refuses a bad slot or a closed appointment', () => {
    spec
      .given([booked(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-10', startTime: '09:00', endTime: '09:30' }))
      .thenNothing();
    spec
      .given([booked(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle))
      .thenFails('validation', M.REQUIRED, 'appointment_date');
    spec
      .given([booked(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12', startTime: '11:00', endTime: '10:00' }))
      .thenFails('validation', M.END_BEFORE_START, 'appointment_time_end');
    spec
      .given([booked(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12', startTime: '11', endTime: null }))
      .thenFails('validation', M.TIME_INVALID, 'appointment_time');
    spec
      .given([booked(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12', endDate: '2026-06-11' }))
      .thenFails('validation', M.END_DATE_BEFORE_START, 'appointment_date_end');
    spec
      .given([booked(bookSingle), cancelled(bookSingle)])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12' }))
      .thenFails('validation', M.CANCELLED, 'status');
    spec
      .given([booked(bookSingle), completed])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12' }))
      .thenFails('validation', M.COMPLETED, 'status');
    spec
      .given([])
      .when(move(bookSingle, 'this', bookSingle, { date: '2026-06-12' }))
      .thenFails('not_found', M.NOT_FOUND);
  });

  it('moves one occurrence of a series to another day; its siblings are not touched by "this"', () => {
    const command = move(mon8, 'this', mon8, { date: '2026-06-09', startTime: '09:00', endTime: '09:30' });
    const from = (booked(mon8).data as { slot: AppointmentSlot }).slot;
    const to = slot('2026-06-09', '09:00', '09:30', '2026-06-09T07:00:00.000Z', '2026-06-09T07:30:00.000Z');
    spec
      .given([booked(mon8)])
      .when(command)
      .then([{ type: 'AppointmentMoved', data: { appointmentId: mon8.appointmentId, from, to, scope: 'this', confirmationReset: false } }]);
    spec
      .given([booked(wed10)])
      .when(move(wed10, 'this', mon8))
      .thenNothing();
  });

  it('moves this and the following occurrences to new times, each on its own date', () => {
    const to = slot('2026-06-10', '11:00', '11:30', '2026-06-10T09:00:00.000Z', '2026-06-10T09:30:00.000Z');
    const from = (booked(wed10).data as { slot: AppointmentSlot }).slot;
    spec
      .given([booked(wed10)])
      .when(move(wed10, 'following', mon8))
      .then([
        { type: 'AppointmentMoved', data: { appointmentId: wed10.appointmentId, from, to, scope: 'following', confirmationReset: false } },
      ]);
    spec
      .given([booked(wed3)])
      .when(move(wed3, 'following', mon8))
      .thenNothing();
    spec
      .given([booked(wed3)])
      .when(move(wed3, 'all', mon8))
      .then([expect.objectContaining({ type: 'AppointmentMoved' }) as AppointmentEvent]);
    // A sibling never booked (refused for a conflict) or cancelled is skipped; the pivot itself must exist.
    spec
      .given([])
      .when(move(wed3, 'all', mon8))
      .thenNothing();
    spec
      .given([booked(wed3), cancelled(wed3)])
      .when(move(wed3, 'all', mon8))
      .thenNothing();
    spec
      .given([booked(mon1)])
      .when(move(mon1, 'all', mon8, { startTime: null }))
      .thenFails('validation', M.REQUIRED, 'appointment_time');
  });
});

describe('appointment decider: cancel', () => {
  it('cancels one appointment once; what took place cannot be cancelled', () => {
    spec
      .given([booked(bookSingle)])
      .when(cancel(bookSingle, 'this', bookSingle))
      .then([cancelled(bookSingle)]);
    spec
      .given([booked(bookSingle), cancelled(bookSingle)])
      .when(cancel(bookSingle, 'this', bookSingle))
      .thenNothing();
    spec
      .given([booked(bookSingle), completed])
      .when(cancel(bookSingle, 'this', bookSingle))
      .thenFails('validation', M.COMPLETED, 'status');
    spec
      .given([])
      .when(cancel(bookSingle, 'this', bookSingle))
      .thenFails('not_found', M.NOT_FOUND);
  });

  it('cancels this occurrence, this and the following, or all of a series', () => {
    spec
      .given([booked(mon8)])
      .when(cancel(mon8, 'this', mon8))
      .then([cancelled(mon8)]);
    spec
      .given([booked(wed10)])
      .when(cancel(wed10, 'this', mon8))
      .thenNothing();
    spec
      .given([booked(wed10)])
      .when(cancel(wed10, 'following', mon8))
      .then([cancelled(wed10, 'following')]);
    spec
      .given([booked(wed3)])
      .when(cancel(wed3, 'following', mon8))
      .thenNothing();
    spec
      .given([booked(wed3)])
      .when(cancel(wed3, 'all', mon8))
      .then([cancelled(wed3, 'all')]);
    spec
      .given([booked(bookSingle)])
      .when(cancel(bookSingle, 'all', mon8))
      .thenNothing();
  });
});

describe('appointment decider: confirm and complete', () => {
  const confirm = (userId: string, customerIds: string[] = []): AppointmentCommand => ({
    type: 'ConfirmAppointment',
    appointmentId: 'a1',
    confirmer: { userId, name: 'Carla Conti', customerIds },
  });

  it('is confirmed (0 → 1) by its coordinator or a user of its customer, once', () => {
    spec
      .given([booked(bookSingle)])
      .when(confirm('coord1'))
      .then([confirmed]);
    spec
      .given([booked(bookSingle)])
      .when(confirm('client7', ['k1']))
      .then([{ type: 'AppointmentConfirmed', data: { appointmentId: 'a1', confirmedBy: { userId: 'client7', name: 'Carla Conti' } } }]);
    spec
      .given([booked(bookSingle), confirmed])
      .when(confirm('coord1'))
      .thenNothing();
    spec
      .given([booked(withRequest({ confirmed: 1 }))])
      .when(confirm('coord1'))
      .thenNothing();
  });

  it('refuses anyone else, and a cancelled or completed appointment', () => {
    spec
      .given([booked(bookSingle)])
      .when(confirm('client9', ['k2']))
      .thenFails('forbidden', M.CONFIRM_FORBIDDEN);
    spec
      .given([booked(bookSingle), cancelled(bookSingle)])
      .when(confirm('coord1'))
      .thenFails('validation', M.CANCELLED, 'status');
    spec
      .given([booked(bookSingle), completed])
      .when(confirm('coord1'))
      .thenFails('validation', M.COMPLETED, 'status');
    spec.given([]).when(confirm('coord1')).thenFails('not_found', M.NOT_FOUND);
  });

  it('completes a booked appointment once, never a cancelled one', () => {
    const complete: AppointmentCommand = { type: 'CompleteAppointment', appointmentId: 'a1', examinationId: 'x1' };
    spec
      .given([booked(bookSingle)])
      .when(complete)
      .then([completed]);
    spec
      .given([booked(bookSingle), completed])
      .when(complete)
      .thenNothing();
    spec
      .given([booked(bookSingle), cancelled(bookSingle)])
      .when(complete)
      .thenFails('validation', M.CANCELLED, 'status');
    spec.given([]).when(complete).thenFails('not_found', M.NOT_FOUND);
  });
});

describe('appointment decider: summons mailed', () => {
  const mail = (causationEventId: string, reason: 'booked' | 'moved' | 'cancelled' = 'booked') => ({
    appointmentId: 'a1',
    reason,
    recipients: [{ address: 'mario.rossi@example.it', role: 'worker' as const }],
    outboxIds: [1],
    causationEventId,
  });
  const record = (causationEventId: string, reason?: 'booked' | 'moved' | 'cancelled'): AppointmentCommand => ({
    type: 'RecordAppointmentMail',
    appointmentId: 'a1',
    mail: mail(causationEventId, reason),
  });
  const queued = (causationEventId: string, reason?: 'booked' | 'moved' | 'cancelled'): AppointmentEvent => ({
    type: 'AppointmentMailQueued',
    data: mail(causationEventId, reason),
  });

  it('records a summons once per causing event, a cancelled appointment included', () => {
    spec
      .given([booked(bookSingle)])
      .when(record('e-book'))
      .then([queued('e-book')]);
    spec
      .given([booked(bookSingle), queued('e-book')])
      .when(record('e-book'))
      .thenNothing();
    spec
      .given([booked(bookSingle), queued('e-book')])
      .when(record('e-move', 'moved'))
      .then([queued('e-move', 'moved')]);
    spec
      .given([booked(bookSingle), queued('e-book'), cancelled(bookSingle)])
      .when(record('e-cancel', 'cancelled'))
      .then([queued('e-cancel', 'cancelled')]);
    spec.given([]).when(record('e-book')).thenFails('not_found', M.NOT_FOUND);
  });
});
