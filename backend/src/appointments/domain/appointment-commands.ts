import type { AppointmentMailQueuedData, AppointmentParty, AppointmentRequest, SeriesScope } from '@tutela/contracts';

/**
 * The commands of one `appointment-<id>` stream: a single appointment or one occurrence of a series (see
 * appointment-events in contracts for why each occurrence is its own stream). Every command names the stream it is
 * decided on (`appointmentId`); a command about a series is sent to each occurrence's stream (planSeriesChange) and
 * each decides for itself whether the scope reaches it.
 */

/** Book one appointment, or one occurrence of a series (the plan from bookingPlan gives one command per occurrence). */
export interface BookAppointment {
  type: 'BookAppointment';
  appointmentId: string;
  entityId: string;
  request: AppointmentRequest;
  /** The series and this occurrence's date, for recurring 2; null for a single appointment. */
  occurrence: { seriesId: string; date: string } | null;
  /** Location 4 is offered only for entity 1 (the handler knows which entity that is). */
  providerClinicsAllowed: boolean;
  /** Today in Rome: require_coordination_date's default. */
  today: string;
}

/** Which stream the user acted on and how far the change reaches in its series. */
export interface SeriesTarget {
  scope: SeriesScope;
  /** The appointment (occurrence) the user acted on. */
  pivotId: string;
  /** Its occurrence date: 'following' reaches the occurrences of the series from this date on. */
  pivotDate: string;
  /** The pivot's series (null for a single appointment): a sibling of another series is never touched. */
  seriesId: string | null;
}

/**
 * Move to a new slot. Scope 'this' (and any single appointment): the new dates and times as given. Scope
 * 'following' or 'all': the new start and end times, each occurrence keeping its own date (moving dates would
 * break the series' weekdays; move one occurrence at a time for that).
 */
export interface MoveAppointment {
  type: 'MoveAppointment';
  appointmentId: string;
  target: SeriesTarget;
  /** New first and last date (scope 'this' only; ignored for the others). */
  date: string | null;
  endDate: string | null;
  /** HH:mm; null start: all day (scope 'this' only). */
  startTime: string | null;
  endTime: string | null;
}

export interface CancelAppointment {
  type: 'CancelAppointment';
  appointmentId: string;
  target: SeriesTarget;
  reason: string | null;
}

/** confirmed 0 → 1: by the appointment's coordinator (user_id) or a customer-side user of its customer. */
export interface ConfirmAppointment {
  type: 'ConfirmAppointment';
  appointmentId: string;
  confirmer: AppointmentParty & { customerIds: readonly string[] };
}

/** The appointment took place (the visit started from Fissati). */
export interface CompleteAppointment {
  type: 'CompleteAppointment';
  appointmentId: string;
  examinationId: string | null;
}

/** The summons queued in the mail outbox (the summons reaction): recorded once per causing event. */
export interface RecordAppointmentMail {
  type: 'RecordAppointmentMail';
  appointmentId: string;
  mail: AppointmentMailQueuedData;
}

export type AppointmentCommand =
  BookAppointment | MoveAppointment | CancelAppointment | ConfirmAppointment | CompleteAppointment | RecordAppointmentMail;
