import type { AppointmentLocation, AppointmentVisitType, SeriesScope } from './appointment-api';
import type { AppointmentSlot } from './appointment-rules';

/**
 * Events of an `appointment-<uuid>` stream, owned by the appointments context.
 *
 * One stream per booking: a single appointment, or ONE OCCURRENCE of a recurring series, whose id derives from the
 * series id and the occurrence's date (`derivedUuid('<seriesId>:<date>')`). So there is no AppointmentSeriesBooked:
 * a series is booked as one AppointmentBooked per occurrence, each carrying the series (id, dates, weekdays) it
 * belongs to. Why: every occurrence claims its own intervals in the no-double-booking table, so an occurrence that
 * conflicts is refused alone and the others can still be booked; "this occurrence" is one stream, "this and
 * following" and "all" are the same command sent to the series' occurrence streams (their ids are derived again
 * from the series carried by any one of them), each deciding for itself; moving one occurrence never makes the
 * whole series stale (no 409 on a 100-occurrence stream because another occurrence changed).
 */

export interface AppointmentParty {
  userId: string;
  name: string;
}

/** The series an occurrence belongs to: enough to derive every sibling's id and date again. */
export interface AppointmentSeriesRef {
  seriesId: string;
  /** The occurrence's date as the series generated it (stays when the occurrence is moved). */
  occurrenceDate: string;
  firstDate: string;
  lastDate: string;
  daysOfWeek: number[];
}

/** What was booked, besides who and when (spec part 2 §3.8, camelCase). */
export interface AppointmentDetails {
  visit: AppointmentVisitType;
  title: string | null;
  multi: boolean;
  /** The single appointment's worker, or the workers selected for a multi one. */
  workerIds: string[];
  /** Minutes per worker of a multi appointment. */
  durationMinutes: number | null;
  examinations: string[];
  addExaminationProtocol: boolean;
  location: AppointmentLocation | null;
  locationAddress: string | null;
  note: string | null;
  mail: { worker: boolean; workers: boolean; customer: boolean; workerAddresses: string[]; customerAddresses: string[] };
  coordination: { required: boolean; userId: string | null; date: string | null };
}

export interface AppointmentBookedData {
  appointmentId: string;
  entityId: string;
  customerId: string | null;
  /** med_id. */
  physicianId: string;
  /** Resources (calresources of type resources) and the clinic (type classrooms) the booking holds. */
  resourceIds: string[];
  clinicId: string | null;
  slot: AppointmentSlot;
  series: AppointmentSeriesRef | null;
  details: AppointmentDetails;
  /** confirmed 1: booked already confirmed; else awaiting the confirmation of the coordinator or the customer. */
  confirmed: boolean;
}

export interface AppointmentMovedData {
  appointmentId: string;
  from: AppointmentSlot;
  to: AppointmentSlot;
  /** How the user asked for it: a series-wide move changes every touched occurrence's times on its own date. */
  scope: SeriesScope;
  /** A confirmed appointment that moves awaits confirmation again: what was confirmed was the old slot. */
  confirmationReset: boolean;
}

export interface AppointmentCancelledData {
  appointmentId: string;
  scope: SeriesScope;
  reason: string | null;
}

export interface AppointmentConfirmedData {
  appointmentId: string;
  confirmedBy: AppointmentParty;
}

export interface AppointmentCompletedData {
  appointmentId: string;
  /** The visit started from Fissati ('Inizia visita'), when there is one. */
  examinationId: string | null;
}

/** Why a summons was mailed: the booking, a move, or the cancellation. */
export type AppointmentMailReason = 'booked' | 'moved' | 'cancelled';
export const APPOINTMENT_MAIL_REASONS: readonly AppointmentMailReason[] = ['booked', 'moved', 'cancelled'];

export interface AppointmentMailRecipient {
  address: string;
  role: 'worker' | 'customer';
}

/**
 * The summons (with its .ics) queued in the mail outbox for each recipient the booking asked to mail: the delivery
 * evidence shown on the appointment. Recorded by a reaction to the booking, move or cancellation it follows from
 * (`causationEventId`, that event's id: recorded once per causing event).
 */
export interface AppointmentMailQueuedData {
  appointmentId: string;
  reason: AppointmentMailReason;
  recipients: AppointmentMailRecipient[];
  /** The mail_outbox rows, one per recipient, in the order of `recipients`. */
  outboxIds: number[];
  causationEventId: string;
}

export interface AppointmentEventMap {
  AppointmentBooked: AppointmentBookedData;
  AppointmentMoved: AppointmentMovedData;
  AppointmentCancelled: AppointmentCancelledData;
  AppointmentConfirmed: AppointmentConfirmedData;
  AppointmentCompleted: AppointmentCompletedData;
  AppointmentMailQueued: AppointmentMailQueuedData;
}
export type AppointmentEventType = keyof AppointmentEventMap;
export const APPOINTMENT_EVENT_TYPES: readonly AppointmentEventType[] = [
  'AppointmentBooked',
  'AppointmentMoved',
  'AppointmentCancelled',
  'AppointmentConfirmed',
  'AppointmentCompleted',
  'AppointmentMailQueued',
];
export const APPOINTMENT_STREAM_PREFIX = 'appointment-';
