import { APPOINTMENT_MESSAGES as M, type TenantScope } from '@tutela/contracts';
import { fold } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { AppointmentCommand } from './appointment-commands';
import { booked, bookSingle, seriesPlan, target } from '../testing/appointment-fixtures';
import { appointmentDecider, appointmentStream } from './appointment.decider';
import { appointmentStreamDeclaration as declaration } from './appointment.stream';

const staff: TenantScope = { entityId: 'e1', customerIds: null, factoryIds: null };
const otherEntity: TenantScope = { entityId: 'e2', customerIds: null, factoryIds: null };
const client = (customerId: string): TenantScope => ({ entityId: 'e1', customerIds: [customerId], factoryIds: null });
const state = fold(appointmentDecider, [booked(bookSingle)]);
const none = appointmentDecider.initialState();
const confirm: AppointmentCommand = {
  type: 'ConfirmAppointment',
  appointmentId: 'a1',
  confirmer: { userId: 'u', name: 'U', customerIds: ['k1'] },
};
const complete: AppointmentCommand = { type: 'CompleteAppointment', appointmentId: 'a1', examinationId: null };

function authorize(scope: TenantScope, command: AppointmentCommand, current = state): DomainError | null {
  try {
    declaration.authorize?.(declaration.tenantOf(current, command, command.appointmentId), scope, command, command.appointmentId, current);
    return null;
  } catch (error) {
    return error as DomainError;
  }
}

describe('appointment stream', () => {
  it("names the stream and tags events with the appointment's entity and customer", () => {
    expect(appointmentStream('a1')).toBe('appointment-a1');
    expect(declaration.tenantOf(none, bookSingle, 'a1')).toEqual({ entityId: 'e1', customerId: 'k1' });
    expect(declaration.tenantOf(state, complete, 'a1')).toEqual({ entityId: 'e1', customerId: 'k1' });
    expect(declaration.tenantOf(none, complete, 'a1')).toBeNull();
  });

  it('answers 404 outside the scope or for an unknown appointment', () => {
    expect(authorize(staff, complete)).toBeNull();
    expect(authorize(otherEntity, complete)).toMatchObject({ kind: 'not_found', message: M.NOT_FOUND });
    expect(authorize(client('k2'), confirm)).toMatchObject({ kind: 'not_found' });
    expect(authorize(staff, complete, none)).toMatchObject({ kind: 'not_found' });
    expect(authorize(otherEntity, bookSingle, none)).toMatchObject({ kind: 'not_found' });
  });

  it("lets a customer-side user only confirm their company's appointments", () => {
    expect(authorize(client('k1'), confirm)).toBeNull();
    expect(authorize(client('k1'), complete)).toMatchObject({ kind: 'forbidden', message: M.CUSTOMER_SIDE_CONFIRM_ONLY });
    expect(authorize(client('k1'), bookSingle, none)).toMatchObject({ kind: 'forbidden' });
  });

  it('lets a series-wide command reach a sibling that was never booked (it records nothing there)', () => {
    const [first, second] = seriesPlan;
    const toSibling: AppointmentCommand = {
      type: 'CancelAppointment',
      appointmentId: second.appointmentId,
      target: target('all', first),
      reason: null,
    };
    expect(authorize(staff, toSibling, none)).toBeNull();
    expect(appointmentDecider.decide(toSibling, none)).toEqual([]);
  });
});
