import { APPOINTMENT_MESSAGES, inScope, isCustomerSide } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { AppointmentCommand } from './appointment-commands';
import { appointmentConflicts, appointmentReservations, busyError } from './appointment-conflicts';
import type { AppointmentState } from './appointment-state';
import { appointmentDecider, appointmentStream, type AppointmentEvent } from './appointment.decider';

/** A command sent to a series' sibling (not the occurrence the user acted on): an unbooked sibling is no error. */
const toSibling = (command: AppointmentCommand): boolean =>
  (command.type === 'MoveAppointment' || command.type === 'CancelAppointment') && command.appointmentId !== command.target.pivotId;

/**
 * The appointments' streams for the command pipeline (one per appointment or series occurrence). Events are tagged
 * with the appointment's entity and customer (the booking command's, then the stream's). An appointment outside
 * the caller's scope answers 404 like an unknown one; a customer-side user only confirms the appointments of their
 * company (and books nothing). Any write after the revision the screen loaded (but a mailed summons) makes a move stale: 409. Each
 * appointment holds its physician's, resources' and clinic's intervals in the store's no-double-booking table
 * (appointment-conflicts.ts): an overlap answers 409 'Uno o più risorse/ambulatori…' with the conflicts.
 */
export const appointmentStreamDeclaration: StreamDeclaration<AppointmentCommand, AppointmentState, AppointmentEvent> = {
  streamName: appointmentStream,
  decider: appointmentDecider,
  tenantOf: (state, command) => {
    if (state.status !== 'none') return { entityId: state.booked.entityId, customerId: state.booked.customerId };
    return command.type === 'BookAppointment' ? { entityId: command.entityId, customerId: command.request.customer_id || null } : null;
  },
  authorize: (tenant, scope, command) => {
    if (!tenant?.entityId) {
      if (toSibling(command)) return;
      throw new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found');
    }
    if (!inScope(scope, { ...tenant, entityId: tenant.entityId })) throw new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found');
    if (isCustomerSide(scope) && command.type !== 'ConfirmAppointment') {
      throw new DomainError(APPOINTMENT_MESSAGES.CUSTOMER_SIDE_CONFIRM_ONLY, 'forbidden');
    }
  },
  // A summons mailed meanwhile (the reaction to the user's own booking or move) does not make their screen stale.
  conflictsWith: (_command, event) => event.type !== 'AppointmentMailQueued',
  conflictMessage: APPOINTMENT_MESSAGES.CONFLICT,
  // The physician's, resources' and clinic's intervals, booked, moved and freed in the append's transaction.
  reservations: appointmentReservations,
  // 409 with the spec's busy message and who holds the time, when (the holders are named by their stream).
  bookingConflict: (error) => busyError(appointmentConflicts(error)),
};
