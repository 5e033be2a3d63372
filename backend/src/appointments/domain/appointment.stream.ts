import { APPOINTMENT_MESSAGES, inScope, isCustomerSide } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { AppointmentCommand } from './appointment-commands';
import type { AppointmentState } from './appointment-state';
import { appointmentDecider, appointmentStream, type AppointmentEvent } from './appointment.decider';

/** A command sent to a series' sibling (not the occurrence the user acted on): an unbooked sibling is no error. */
const toSibling = (command: AppointmentCommand): boolean =>
  (command.type === 'MoveAppointment' || command.type === 'CancelAppointment') && command.appointmentId !== command.target.pivotId;

/**
 * The appointments' streams for the command pipeline (one per appointment or series occurrence). Events are tagged
 * with the appointment's entity and customer (the booking command's, then the stream's). An appointment outside
 * the caller's scope answers 404 like an unknown one; a customer-side user only confirms the appointments of their
 * company (and books nothing). Any write after the revision the screen loaded makes a move stale: 409.
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
  conflictsWith: () => true,
  conflictMessage: APPOINTMENT_MESSAGES.CONFLICT,
};
