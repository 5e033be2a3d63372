import type { AppointmentRequest } from './appointment-api';
import { APPOINTMENT_MESSAGES as M } from './appointment-messages';
import { mailAddresses, occurrenceSlot, seriesOccurrences, singleSlot, validateAppointmentRequest } from './appointment-rules';

const single: AppointmentRequest = {
  customer_id: 'k1',
  med_id: 'doc1',
  multi: 0,
  worker_id: 'w1',
  visit: 1,
  appointment_date: '2026-06-10',
  appointment_time: '09:00',
  appointment_date_end: '2026-06-10',
  appointment_time_end: '09:30',
  send_mail: 0,
  send_mail_to_customer: 0,
  recurring: 1,
};
const series: AppointmentRequest = {
  ...single,
  multi: 1,
  select_workers: 1,
  selected: ['w1', 'w2'],
  appointment_duration: 15,
  send_mail_multi: 0,
  recurring: 2,
  daysOfWeek: [1, 3],
  appointment_date: '2026-06-01',
  appointment_date_end: '2026-06-30',
};
const options = { providerClinicsAllowed: false };
const errorsOf = (changes: Partial<AppointmentRequest>, base: AppointmentRequest = single) =>
  validateAppointmentRequest({ ...base, ...changes } as AppointmentRequest, options);

describe('validateAppointmentRequest', () => {
  it('accepts a single appointment and a series', () => {
    expect(validateAppointmentRequest(single, options)).toEqual({});
    expect(validateAppointmentRequest(series, options)).toEqual({});
  });

  it("requires the spec's fields with 'Campo obbligatorio'", () => {
    expect(
      errorsOf({
        med_id: null,
        visit: null,
        appointment_date: null,
        appointment_date_end: '',
        send_mail: null,
        send_mail_to_customer: null,
      }),
    ).toEqual({
      med_id: [M.REQUIRED],
      visit: [M.REQUIRED],
      appointment_date: [M.REQUIRED],
      appointment_date_end: [M.REQUIRED],
      send_mail: [M.REQUIRED],
      send_mail_to_customer: [M.REQUIRED],
    });
    expect(M.REQUIRED).toBe('Campo obbligatorio');
    expect(errorsOf({ visit: 4 })).toEqual({ title: [M.REQUIRED] });
    expect(errorsOf({ visit: 4, title: 'Formazione' })).toEqual({});
    expect(errorsOf({ visit: 7 as never })).toEqual({ visit: [M.VISIT_INVALID] });
  });

  it('checks HH:mm, the end after the start, and the end date not before the start date', () => {
    expect(errorsOf({ appointment_time: '9:00' })).toEqual({ appointment_time: [M.TIME_INVALID] });
    expect(errorsOf({ appointment_time_end: '25:00' })).toEqual({ appointment_time_end: [M.TIME_INVALID] });
    expect(errorsOf({ appointment_time_end: '09:00' })).toEqual({ appointment_time_end: [M.END_BEFORE_START] });
    expect(errorsOf({ appointment_date_end: '2026-06-09' })).toEqual({ appointment_date_end: [M.END_DATE_BEFORE_START] });
    expect(errorsOf({ appointment_date: '2026-02-30' })).toEqual({ appointment_date: [M.DATE_INVALID] });
    // A single appointment may end on a later day at an earlier hour, and needs no time at all (all day).
    expect(errorsOf({ appointment_date_end: '2026-06-11', appointment_time_end: '08:00' })).toEqual({});
    expect(errorsOf({ appointment_time: null, appointment_time_end: null })).toEqual({});
  });

  it('requires both times and a positive duration in the multi form', () => {
    expect(errorsOf({ appointment_time: null, appointment_time_end: '' }, series)).toEqual({
      appointment_time: [M.REQUIRED],
      appointment_time_end: [M.REQUIRED],
    });
    expect(errorsOf({ appointment_duration: null }, series)).toEqual({ appointment_duration: [M.REQUIRED] });
    expect(errorsOf({ appointment_duration: 0 }, series)).toEqual({ appointment_duration: [M.DURATION_INVALID] });
    expect(errorsOf({ appointment_duration: 7.5 }, series)).toEqual({ appointment_duration: [M.DURATION_INVALID] });
    expect(errorsOf({ appointment_duration: -5 })).toEqual({ appointment_duration: [M.DURATION_INVALID] });
    expect(errorsOf({ selected: [] }, series)).toEqual({ selected: [M.WORKERS_REQUIRED] });
    expect(errorsOf({ send_mail_multi: null }, series)).toEqual({ send_mail_multi: [M.REQUIRED] });
  });

  it('checks the location and its address', () => {
    expect(errorsOf({ location: 3 })).toEqual({ location_address: [M.REQUIRED] });
    expect(errorsOf({ location: 3, location_address: 'Via Roma 1, Milano' })).toEqual({});
    expect(errorsOf({ location: 4 })).toEqual({ location: [M.PROVIDER_CLINIC_NOT_ALLOWED] });
    expect(validateAppointmentRequest({ ...single, location: 4 }, { providerClinicsAllowed: true })).toEqual({});
    expect(errorsOf({ location: 9 as never })).toEqual({ location: [M.LOCATION_INVALID] });
  });

  it('requires valid addresses when sending is chosen', () => {
    expect(errorsOf({ send_mail: 1 })).toEqual({ mail_address: [M.REQUIRED] });
    expect(errorsOf({ send_mail: 1, mail_address: 'mario.rossi@' })).toEqual({ mail_address: [M.INVALID_EMAIL] });
    expect(errorsOf({ send_mail: 1, mail_address: 'mario.rossi@example.it' })).toEqual({});
    expect(errorsOf({ send_mail_to_customer: 1, mail_customer: 'hr@acme.it; x' })).toEqual({ mail_customer: [M.INVALID_EMAIL] });
    expect(errorsOf({ send_mail_to_customer: 1, mail_customer: 'hr@acme.it; rspp@acme.it' })).toEqual({});
    expect(mailAddresses(' a@b.it ;c@d.it,, ')).toEqual(['a@b.it', 'c@d.it']);
  });

  it('requires the coordinator when coordination is asked, and a real coordination date', () => {
    expect(errorsOf({ require_coordination: 'YES' })).toEqual({ user_id: [M.REQUIRED] });
    expect(errorsOf({ require_coordination: 'YES', user_id: 'u1', require_coordination_date: '2026-06-31' })).toEqual({
      require_coordination_date: [M.DATE_INVALID],
    });
  });

  it('checks a series: weekdays 0–6, at most 2 years, at least one date', () => {
    expect(errorsOf({ daysOfWeek: [] }, series)).toEqual({ daysOfWeek: [M.REQUIRED] });
    expect(errorsOf({ daysOfWeek: [1, 7] }, series)).toEqual({ daysOfWeek: [M.WEEKDAYS_INVALID] });
    expect(errorsOf({ daysOfWeek: [-1] }, series)).toEqual({ daysOfWeek: [M.WEEKDAYS_INVALID] });
    expect(errorsOf({ appointment_date_end: '2028-06-01' }, series)).toEqual({});
    expect(errorsOf({ appointment_date_end: '2028-06-02' }, series)).toEqual({ appointment_date_end: [M.SERIES_TOO_LONG] });
    // From a leap day, two years end on 28 February.
    expect(errorsOf({ appointment_date: '2028-02-29', appointment_date_end: '2030-02-28' }, series)).toEqual({});
    expect(errorsOf({ appointment_date: '2028-02-29', appointment_date_end: '2030-03-01' }, series)).toEqual({
      appointment_date_end: [M.SERIES_TOO_LONG],
    });
    expect(errorsOf({ appointment_date: '2026-06-02', appointment_date_end: '2026-06-02' }, series)).toEqual({
      daysOfWeek: [M.SERIES_EMPTY],
    });
    expect(errorsOf({ appointment_time_end: '08:00' }, series)).toEqual({ appointment_time_end: [M.END_BEFORE_START] });
  });
});

describe('slots', () => {
  it('gives a single appointment its instants: timed, by duration or default slot, or all day', () => {
    expect(singleSlot(single)).toEqual({
      date: '2026-06-10',
      endDate: '2026-06-10',
      startTime: '09:00',
      endTime: '09:30',
      start: '2026-06-10T07:00:00.000Z',
      end: '2026-06-10T07:30:00.000Z',
    });
    expect(singleSlot({ ...single, appointment_time_end: null }).end).toBe('2026-06-10T07:15:00.000Z');
    expect(singleSlot({ ...single, appointment_time_end: null, appointment_duration: 40 })).toMatchObject({
      endTime: '09:40',
      end: '2026-06-10T07:40:00.000Z',
    });
    expect(singleSlot({ ...single, appointment_time: null, appointment_date_end: '2026-06-11' })).toEqual({
      date: '2026-06-10',
      endDate: '2026-06-11',
      startTime: null,
      endTime: null,
      start: '2026-06-09T22:00:00.000Z',
      end: '2026-06-11T22:00:00.000Z',
    });
  });

  it("gives a series' occurrences their slots", () => {
    const occurrences = seriesOccurrences(series);
    expect(occurrences.map((o) => o.date)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-08',
      '2026-06-10',
      '2026-06-15',
      '2026-06-17',
      '2026-06-22',
      '2026-06-24',
      '2026-06-29',
    ]);
    expect(occurrenceSlot(series, occurrences[0])).toEqual({
      date: '2026-06-01',
      endDate: '2026-06-01',
      startTime: '09:00',
      endTime: '09:30',
      start: '2026-06-01T07:00:00.000Z',
      end: '2026-06-01T07:30:00.000Z',
    });
  });
});
