import type { AppointmentBookedData, AppointmentSlot } from '@tutela/contracts';

interface Booked {
  booked: AppointmentBookedData;
  /** The slot now (the booked one, or where the last move put it). */
  slot: AppointmentSlot;
  confirmed: boolean;
  /** The events whose summons were recorded (AppointmentMailQueued's causationEventId): each is recorded once. */
  mailedFor: readonly string[];
}

/**
 * An appointment (or one occurrence of a series): not booked, booked (holds its physician, resources and clinic),
 * cancelled (frees them) or completed (the visit took place; keeps them, it happened).
 */
export type AppointmentState =
  { status: 'none' } | (Booked & { status: 'booked' }) | (Booked & { status: 'cancelled' }) | (Booked & { status: 'completed' });
export type ExistingAppointment = Exclude<AppointmentState, { status: 'none' }>;
