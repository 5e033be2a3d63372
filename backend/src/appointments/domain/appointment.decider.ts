import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STREAM_PREFIX,
  isValidDate,
  parseTime,
  romeInstant,
  singleSlot,
  type AppointmentEventMap,
  type AppointmentSlot,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { AppointmentCommand, CancelAppointment, MoveAppointment, SeriesTarget } from './appointment-commands';
import { assertValid, bookingOf } from './appointment-booking';
import type { AppointmentState, ExistingAppointment } from './appointment-state';

export type AppointmentEvent = { [K in keyof AppointmentEventMap]: { type: K; data: AppointmentEventMap[K] } }[keyof AppointmentEventMap];

export const appointmentStream = (appointmentId: string) => `${APPOINTMENT_STREAM_PREFIX}${appointmentId}`;

const M = APPOINTMENT_MESSAGES;
const notFound = () => new DomainError(M.NOT_FOUND, 'not_found');

export function evolveAppointment(state: AppointmentState, event: AppointmentEvent): AppointmentState {
  switch (event.type) {
    case 'AppointmentBooked':
      return { status: 'booked', booked: event.data, slot: event.data.slot, confirmed: event.data.confirmed, mailedFor: [] };
    case 'AppointmentMoved':
      if (state.status === 'none') return state;
      return { ...state, slot: event.data.to, confirmed: event.data.confirmationReset ? false : state.confirmed };
    case 'AppointmentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    case 'AppointmentConfirmed':
      return state.status === 'none' ? state : { ...state, confirmed: true };
    case 'AppointmentCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed' };
    case 'AppointmentMailQueued':
      return state.status === 'none' ? state : { ...state, mailedFor: [...state.mailedFor, event.data.causationEventId] };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

/**
 * Whether a series-wide command reaches this stream. The pivot (the occurrence the user acted on) always; a
 * sibling only when it is booked, of the same series, and (for 'following') not before the pivot's date.
 * A sibling never booked (left out of the series for a conflict) or already closed answers with no event.
 */
function reaches(target: SeriesTarget, appointmentId: string, state: AppointmentState): state is ExistingAppointment {
  if (appointmentId === target.pivotId) {
    if (state.status === 'none') throw notFound();
    return true;
  }
  if (state.status !== 'booked' || target.scope === 'this' || target.seriesId === null) return false;
  const series = state.booked.series;
  if (!series || series.seriesId !== target.seriesId) return false;
  return target.scope === 'all' || series.occurrenceDate >= target.pivotDate;
}

function assertOpen(state: ExistingAppointment): void {
  if (state.status === 'cancelled') throw DomainError.validation('status', M.CANCELLED);
  if (state.status === 'completed') throw DomainError.validation('status', M.COMPLETED);
}

/** The new slot of a move: the given dates and times ('this'), or the given times on the occurrence's own date. */
function movedSlot(command: MoveAppointment, state: ExistingAppointment): AppointmentSlot {
  const seriesWide = command.target.scope !== 'this' && state.booked.series !== null;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const date = seriesWide ? state.slot.date : command.date;
  const endDate = seriesWide ? state.slot.date : (command.endDate ?? command.date);
  if (!date) fail('appointment_date', M.REQUIRED);
  else if (!isValidDate(date)) fail('appointment_date', M.DATE_INVALID);
  if (endDate && date && isValidDate(date)) {
    if (!isValidDate(endDate)) fail('appointment_date_end', M.DATE_INVALID);
    else if (endDate < date) fail('appointment_date_end', M.END_DATE_BEFORE_START);
  }
  // A series-wide move, and a multi appointment, need both times (the multi/recurring form's rule).
  const timesRequired = seriesWide || state.booked.details.multi;
  const time = (field: string, value: string | null) => {
    if (!value) return timesRequired ? (fail(field, M.REQUIRED), null) : null;
    const minutes = parseTime(value);
    if (minutes === null) fail(field, M.TIME_INVALID);
    return minutes;
  };
  const start = time('appointment_time', command.startTime);
  const end = time('appointment_time_end', command.endTime);
  if (start !== null && end !== null && date === endDate && end <= start) fail('appointment_time_end', M.END_BEFORE_START);
  assertValid(errors);
  const d = date as string;
  if (seriesWide) {
    const [startTime, endTime] = [command.startTime as string, command.endTime as string];
    return { date: d, endDate: d, startTime, endTime, start: romeInstant(d, startTime), end: romeInstant(d, endTime) };
  }
  return singleSlot({
    med_id: null,
    multi: 0,
    visit: null,
    send_mail: null,
    send_mail_to_customer: null,
    recurring: 1,
    appointment_date: d,
    appointment_date_end: endDate ?? d,
    appointment_time: command.startTime,
    appointment_time_end: command.endTime,
    appointment_duration: state.booked.details.durationMinutes,
  });
}

function move(command: MoveAppointment, state: AppointmentState): AppointmentEvent[] {
  if (!reaches(command.target, command.appointmentId, state)) return [];
  assertOpen(state);
  const to = movedSlot(command, state);
  const from = state.slot;
  if (from.start === to.start && from.end === to.end && from.date === to.date && from.endDate === to.endDate) return [];
  const scope = state.booked.series ? command.target.scope : 'this';
  return [
    { type: 'AppointmentMoved', data: { appointmentId: command.appointmentId, from, to, scope, confirmationReset: state.confirmed } },
  ];
}

function cancel(command: CancelAppointment, state: AppointmentState): AppointmentEvent[] {
  if (!reaches(command.target, command.appointmentId, state)) return [];
  // Cancelling twice (a retry, an overlapping 'all') records nothing; what took place cannot be cancelled.
  if (state.status === 'cancelled') return [];
  if (state.status === 'completed') throw DomainError.validation('status', M.COMPLETED);
  const scope = state.booked.series ? command.target.scope : 'this';
  return [{ type: 'AppointmentCancelled', data: { appointmentId: command.appointmentId, scope, reason: command.reason?.trim() || null } }];
}

function decide(command: AppointmentCommand, state: AppointmentState): AppointmentEvent[] {
  switch (command.type) {
    case 'BookAppointment':
      if (state.status !== 'none') throw new DomainError(M.ALREADY_BOOKED, 'conflict');
      return [{ type: 'AppointmentBooked', data: bookingOf(command) }];
    case 'MoveAppointment':
      return move(command, state);
    case 'CancelAppointment':
      return cancel(command, state);
    case 'ConfirmAppointment': {
      if (state.status === 'none') throw notFound();
      const { booked } = state;
      const coordinator = booked.details.coordination.userId === command.confirmer.userId;
      const customerSide = booked.customerId !== null && command.confirmer.customerIds.includes(booked.customerId);
      if (!coordinator && !customerSide) throw new DomainError(M.CONFIRM_FORBIDDEN, 'forbidden');
      assertOpen(state);
      if (state.confirmed) return [];
      const confirmedBy = { userId: command.confirmer.userId, name: command.confirmer.name };
      return [{ type: 'AppointmentConfirmed', data: { appointmentId: command.appointmentId, confirmedBy } }];
    }
    case 'CompleteAppointment':
      if (state.status === 'none') throw notFound();
      if (state.status === 'cancelled') throw DomainError.validation('status', M.CANCELLED);
      if (state.status === 'completed') return [];
      return [{ type: 'AppointmentCompleted', data: { appointmentId: command.appointmentId, examinationId: command.examinationId } }];
    case 'RecordAppointmentMail':
      // Whatever the status: a cancellation's summons is recorded on the cancelled appointment.
      if (state.status === 'none') throw notFound();
      if (state.mailedFor.includes(command.mail.causationEventId)) return [];
      return [{ type: 'AppointmentMailQueued', data: { ...command.mail, appointmentId: command.appointmentId } }];
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

export const appointmentDecider: Decider<AppointmentCommand, AppointmentState, AppointmentEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveAppointment,
  decide,
};
