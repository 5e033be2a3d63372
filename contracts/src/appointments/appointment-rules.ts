import { isEmailAddress } from '../validation/email-rule';
import {
  APPOINTMENT_LOCATIONS,
  APPOINTMENT_VISIT_TYPES,
  LOCATION_OTHER_ADDRESS,
  LOCATION_PROVIDER_CLINIC,
  RECURRING_NO,
  RECURRING_YES,
  VISIT_OTHER,
  type AppointmentRequest,
} from './appointment-api';
import { APPOINTMENT_MESSAGES as M } from './appointment-messages';
import {
  addDays,
  addMinutes,
  addYears,
  expandSeries,
  formatTime,
  isValidDate,
  parseTime,
  romeInstant,
  romeMidnight,
  SERIES_MAX_YEARS,
  type SeriesOccurrence,
} from './appointment-time';

/** Default slot length (part 2 §9): a single appointment with a start time and no end lasts this long. */
export const DEFAULT_SLOT_MINUTES = 15;

/** Errors by field (the spec's names), as the 422 `errors` map carries them. */
export type AppointmentFieldErrors = Record<string, string[]>;

export interface AppointmentRuleOptions {
  /** Location 4 (a provider clinic) is offered only when the entity is the provider's first (entity_id 1). */
  providerClinicsAllowed: boolean;
}

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const isFlag = (value: unknown): boolean => value === 0 || value === 1;
const isSeries = (request: AppointmentRequest): boolean => request.recurring === RECURRING_YES;
/** The multi/recurring form: start and end times are required there (part 2 §5.5). */
const needsTimes = (request: AppointmentRequest): boolean => request.multi === 1 || isSeries(request);

/** Addresses separated by ',' or ';': at least one, every one valid. */
export function mailAddresses(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/**
 * Every rule of the appointment form (part 2 §5.5 and issue 35 "Bad input") on the request as sent, one list of
 * Italian messages per field; empty when the request may be booked. The form and the decider ask the same rules.
 */
export function validateAppointmentRequest(request: AppointmentRequest, options: AppointmentRuleOptions): AppointmentFieldErrors {
  const errors: AppointmentFieldErrors = {};
  const fail = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const require = (field: keyof AppointmentRequest) => {
    const value = request[field];
    if (blank(value)) fail(field, M.REQUIRED);
    return !blank(value);
  };

  require('med_id');
  if (require('visit') && !(APPOINTMENT_VISIT_TYPES as readonly unknown[]).includes(request.visit)) fail('visit', M.VISIT_INVALID);
  if (request.visit === VISIT_OTHER) require('title');

  // Dates and times.
  const dateOk =
    require('appointment_date') && (isValidDate(request.appointment_date) || (fail('appointment_date', M.DATE_INVALID), false));
  const endDateOk =
    require('appointment_date_end') && (isValidDate(request.appointment_date_end) || (fail('appointment_date_end', M.DATE_INVALID), false));
  if (dateOk && endDateOk && (request.appointment_date_end as string) < (request.appointment_date as string)) {
    fail('appointment_date_end', M.END_DATE_BEFORE_START);
  }
  const timeOf = (field: 'appointment_time' | 'appointment_time_end'): number | null => {
    if (blank(request[field])) {
      if (needsTimes(request)) fail(field, M.REQUIRED);
      return null;
    }
    const minutes = parseTime(request[field]);
    if (minutes === null) fail(field, M.TIME_INVALID);
    return minutes;
  };
  const start = timeOf('appointment_time');
  const end = timeOf('appointment_time_end');
  if (start !== null && end !== null) {
    // A series repeats start → end within each day; a single appointment may end on a later date.
    const sameDay = isSeries(request) || request.appointment_date === request.appointment_date_end;
    if (sameDay && end <= start) fail('appointment_time_end', M.END_BEFORE_START);
  }
  if (request.multi === 1 && require('appointment_duration')) {
    if (!Number.isInteger(request.appointment_duration) || (request.appointment_duration as number) <= 0)
      fail('appointment_duration', M.DURATION_INVALID);
  } else if (
    !blank(request.appointment_duration) &&
    (!Number.isInteger(request.appointment_duration) || (request.appointment_duration as number) <= 0)
  ) {
    fail('appointment_duration', M.DURATION_INVALID);
  }

  // Workers.
  if (!isFlag(request.multi)) fail('multi', M.REQUIRED);
  if (request.multi === 1 && request.select_workers === 1 && (request.selected ?? []).length === 0) fail('selected', M.WORKERS_REQUIRED);

  // Location.
  if (!blank(request.location)) {
    if (!(APPOINTMENT_LOCATIONS as readonly unknown[]).includes(request.location)) fail('location', M.LOCATION_INVALID);
    else if (request.location === LOCATION_PROVIDER_CLINIC && !options.providerClinicsAllowed)
      fail('location', M.PROVIDER_CLINIC_NOT_ALLOWED);
    if (request.location === LOCATION_OTHER_ADDRESS) require('location_address');
  }

  // Mail: the selects are required, the addresses when sending is chosen.
  require('send_mail');
  require('send_mail_to_customer');
  if (request.multi === 1) require('send_mail_multi');
  const addresses = (field: 'mail_address' | 'mail_customer') => {
    const list = mailAddresses(request[field]);
    if (list.length === 0) fail(field, M.REQUIRED);
    else if (!list.every((address) => isEmailAddress(address))) fail(field, M.INVALID_EMAIL);
  };
  if (request.send_mail === 1 && request.multi !== 1) addresses('mail_address');
  if (request.send_mail_to_customer === 1) addresses('mail_customer');

  // Coordination and confirmation.
  if (request.require_coordination === 'YES') require('user_id');
  if (!blank(request.require_coordination_date) && !isValidDate(request.require_coordination_date))
    fail('require_coordination_date', M.DATE_INVALID);
  if (!blank(request.confirmed) && !isFlag(request.confirmed)) fail('confirmed', M.REQUIRED);

  // Recurrence.
  if (request.recurring !== RECURRING_NO && request.recurring !== RECURRING_YES) fail('recurring', M.REQUIRED);
  if (isSeries(request)) {
    const weekdays = Array.isArray(request.daysOfWeek) ? request.daysOfWeek : [];
    if (weekdays.length === 0) fail('daysOfWeek', M.REQUIRED);
    else if (!weekdays.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) fail('daysOfWeek', M.WEEKDAYS_INVALID);
    else if (dateOk && endDateOk && !errors.appointment_date_end) {
      const from = request.appointment_date as string;
      const to = request.appointment_date_end as string;
      if (to > addYears(from, SERIES_MAX_YEARS)) fail('appointment_date_end', M.SERIES_TOO_LONG);
      else if (!seriesDates(from, to, weekdays).length) fail('daysOfWeek', M.SERIES_EMPTY);
    }
  }
  return errors;
}

function seriesDates(from: string, to: string, weekdays: readonly number[]): string[] {
  return expandSeries(from, to, weekdays, '00:00', '00:01').map((occurrence) => occurrence.date);
}

/** Where and when one booking sits: its first and last date, its wall-clock times (null: all day) and its instants. */
export interface AppointmentSlot {
  date: string;
  endDate: string;
  /** null: all day. */
  startTime: string | null;
  endTime: string | null;
  start: string;
  end: string;
}

/**
 * The slot a single appointment (recurring 1) takes, from a request the rules accept: all day when it has no start
 * time (midnight of its first date to midnight after its last), else from its start to its end time, or to start
 * plus appointment_duration, or plus the default 15-minute slot.
 */
export function singleSlot(request: AppointmentRequest): AppointmentSlot {
  const date = request.appointment_date as string;
  const endDate = request.appointment_date_end as string;
  if (blank(request.appointment_time)) {
    return { date, endDate, startTime: null, endTime: null, start: romeMidnight(date), end: romeMidnight(addDays(endDate, 1)) };
  }
  const startTime = request.appointment_time as string;
  const start = romeInstant(date, startTime);
  if (!blank(request.appointment_time_end)) {
    const endTime = request.appointment_time_end as string;
    return { date, endDate, startTime, endTime, start, end: romeInstant(endDate, endTime) };
  }
  const minutes = request.appointment_duration ?? DEFAULT_SLOT_MINUTES;
  const end = addMinutes(start, minutes);
  const endMinutes = ((parseTime(startTime) as number) + minutes) % (24 * 60);
  return { date, endDate, startTime, endTime: formatTime(endMinutes), start, end };
}

/** The occurrences of a recurring request (recurring 2) the rules accept. */
export function seriesOccurrences(request: AppointmentRequest): SeriesOccurrence[] {
  return expandSeries(
    request.appointment_date as string,
    request.appointment_date_end as string,
    request.daysOfWeek ?? [],
    request.appointment_time as string,
    request.appointment_time_end as string,
  );
}

/** The slot of one occurrence of a series. */
export function occurrenceSlot(request: AppointmentRequest, occurrence: SeriesOccurrence): AppointmentSlot {
  return {
    date: occurrence.date,
    endDate: occurrence.date,
    startTime: request.appointment_time as string,
    endTime: request.appointment_time_end as string,
    start: occurrence.start,
    end: occurrence.end,
  };
}
