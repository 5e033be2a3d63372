import {
  APPOINTMENT_MESSAGES,
  expandSeries,
  mailAddresses,
  MESSAGES,
  occurrenceSlot,
  RECURRING_YES,
  seriesOccurrences,
  singleSlot,
  validateAppointmentRequest,
  type AppointmentBookedData,
  type AppointmentFieldErrors,
  type AppointmentRequest,
  type AppointmentSlot,
  type SeriesScope,
} from '@tutela/contracts';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import type { BookAppointment, SeriesTarget } from './appointment-commands';
import type { ExistingAppointment } from './appointment-state';

/** The stream id of one occurrence of a series: the same series and date always give the same id. */
export const occurrenceId = (seriesId: string, date: string): string => derivedUuid(`appointment-series:${seriesId}:${date}`);

/**
 * 422 with every field's messages: the message of the only error, or 'Campi obbligatori mancanti' when several
 * fields fail and one of them is missing (the dialog's wording, part 2 §5.2), else the first error's.
 */
export function assertValid(errors: AppointmentFieldErrors): void {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const messages = fields.flatMap((field) => errors[field]);
  const message = fields.length > 1 && messages.includes(MESSAGES.REQUIRED) ? MESSAGES.MISSING_REQUIRED_FIELDS : messages[0];
  throw new DomainError(message, 'validation', errors);
}

interface BookingOptions {
  /** The new appointment's id; for a series, the series id its occurrences' ids derive from. */
  appointmentId: string;
  entityId: string;
  providerClinicsAllowed: boolean;
  today: string;
}

/**
 * The commands that book a request: one for a single appointment, one per occurrence for a series (each on its own
 * stream), after the form's rules. The handler runs them; the storage reserves each one's intervals, so an
 * occurrence that conflicts fails alone and the user may book the others (the plan minus the failed dates).
 */
export function bookingPlan(request: AppointmentRequest, options: BookingOptions): BookAppointment[] {
  assertValid(validateAppointmentRequest(request, options));
  const base = {
    type: 'BookAppointment' as const,
    entityId: options.entityId,
    request,
    providerClinicsAllowed: options.providerClinicsAllowed,
    today: options.today,
  };
  if (request.recurring !== RECURRING_YES) return [{ ...base, appointmentId: options.appointmentId, occurrence: null }];
  return seriesOccurrences(request).map((occurrence) => ({
    ...base,
    appointmentId: occurrenceId(options.appointmentId, occurrence.date),
    occurrence: { seriesId: options.appointmentId, date: occurrence.date },
  }));
}

const ids = (values: readonly string[] | null | undefined): string[] => [...new Set((values ?? []).filter((value) => value !== ''))];

/** What one BookAppointment books: the rules checked, the slot computed (the occurrence's for a series). */
export function bookingOf(command: BookAppointment): AppointmentBookedData {
  const r = command.request;
  assertValid(validateAppointmentRequest(r, { providerClinicsAllowed: command.providerClinicsAllowed }));
  const isSeries = r.recurring === RECURRING_YES;
  if (isSeries !== (command.occurrence !== null)) throw DomainError.validation('recurring', MESSAGES.INVALID_DATA);
  let slot: AppointmentSlot = singleSlot(r);
  if (command.occurrence) {
    const date = command.occurrence.date;
    const occurrence = seriesOccurrences(r).find((candidate) => candidate.date === date);
    if (!occurrence) throw DomainError.validation('appointment_date', APPOINTMENT_MESSAGES.OCCURRENCE_NOT_IN_SERIES);
    slot = occurrenceSlot(r, occurrence);
  }
  const coordination = r.require_coordination === 'YES';
  return {
    appointmentId: command.appointmentId,
    entityId: command.entityId,
    customerId: r.customer_id || null,
    physicianId: r.med_id as string,
    resourceIds: ids(r.resources),
    clinicId: r.classroom_id || null,
    slot,
    series: command.occurrence && {
      seriesId: command.occurrence.seriesId,
      occurrenceDate: command.occurrence.date,
      firstDate: r.appointment_date as string,
      lastDate: r.appointment_date_end as string,
      daysOfWeek: [...new Set(r.daysOfWeek ?? [])].sort((a, b) => a - b),
    },
    details: {
      visit: r.visit as AppointmentBookedData['details']['visit'],
      title: r.title?.trim() || null,
      multi: r.multi === 1,
      workerIds: r.multi === 1 ? (r.select_workers === 1 ? ids(r.selected) : []) : ids(r.worker_id ? [r.worker_id] : []),
      durationMinutes: r.appointment_duration ?? null,
      examinations: ids(r.examinations),
      addExaminationProtocol: r.add_examination_protocol === 1,
      location: r.location ?? null,
      locationAddress: r.location === 3 ? (r.location_address?.trim() ?? null) : null,
      note: r.note?.trim() || null,
      mail: {
        worker: r.send_mail === 1,
        workers: r.send_mail_multi === 1,
        customer: r.send_mail_to_customer === 1,
        workerAddresses: r.send_mail === 1 ? mailAddresses(r.mail_address) : [],
        customerAddresses: r.send_mail_to_customer === 1 ? mailAddresses(r.mail_customer) : [],
      },
      coordination: {
        required: coordination,
        userId: coordination ? (r.user_id ?? null) : null,
        date: coordination ? r.require_coordination_date || command.today : null,
      },
    },
    confirmed: r.confirmed === 1,
  };
}

/** The target of a move or cancel the user starts on `pivot` with `scope`. */
export function seriesTarget(pivot: ExistingAppointment, scope: SeriesScope): SeriesTarget {
  const series = pivot.booked.series;
  return {
    scope: series ? scope : 'this',
    pivotId: pivot.booked.appointmentId,
    pivotDate: series ? series.occurrenceDate : pivot.slot.date,
    seriesId: series ? series.seriesId : null,
  };
}

/**
 * The streams a move or cancel of `pivot` with `scope` is sent to: the pivot alone for 'this' (or a single
 * appointment), else every occurrence of its series from the pivot's date ('following') or from the first
 * ('all'). Occurrences never booked (left out for a conflict) or already cancelled answer with no event.
 */
export function planSeriesChange(pivot: ExistingAppointment, scope: SeriesScope): string[] {
  const target = seriesTarget(pivot, scope);
  const series = pivot.booked.series;
  if (target.scope === 'this' || !series) return [pivot.booked.appointmentId];
  const from = target.scope === 'following' ? target.pivotDate : series.firstDate;
  return expandSeries(from, series.lastDate, series.daysOfWeek, '00:00', '00:01').map((occurrence) =>
    occurrenceId(series.seriesId, occurrence.date),
  );
}
