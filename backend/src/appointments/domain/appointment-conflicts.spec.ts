import { IntervalConflictError, MESSAGES } from '@tutela/contracts';
import { fold } from '../../shared/decider';
import { booked, bookSingle } from '../testing/appointment-fixtures';
import { APPOINTMENT_SLOT_SCOPE, appointmentConflicts, appointmentReservations, busyError, busyText } from './appointment-conflicts';
import { appointmentDecider, type AppointmentEvent } from './appointment.decider';

const none = appointmentDecider.initialState();
const state = fold(appointmentDecider, [booked(bookSingle)]);
const keys = ['physician:doc1', 'resource:spiro', 'clinic:amb1'];

describe('appointment reservations', () => {
  it('a booking books its physician, resources and clinic under the key as ref', () => {
    const changes = appointmentReservations(none, [booked(bookSingle)]);
    expect(changes).toEqual(
      keys.map((key) => ({
        kind: 'book',
        scope: APPOINTMENT_SLOT_SCOPE,
        key,
        ref: key,
        from: state.status === 'booked' && state.slot.start,
        to: state.status === 'booked' && state.slot.end,
      })),
    );
  });

  it('a move re-books, a cancel unbooks, a confirm and a completion change nothing', () => {
    const slot = state.status === 'booked' ? state.slot : null;
    const to = { ...slot!, startTime: '10:00', endTime: '10:30', start: '2026-06-10T08:00:00.000Z', end: '2026-06-10T08:30:00.000Z' };
    const moved: AppointmentEvent = {
      type: 'AppointmentMoved',
      data: { appointmentId: 'a1', from: slot!, to, scope: 'this', confirmationReset: false },
    };
    expect(appointmentReservations(state, [moved]).map((change) => [change.kind, 'from' in change && change.from])).toEqual(
      keys.map(() => ['book', to.start]),
    );
    const cancelled: AppointmentEvent = { type: 'AppointmentCancelled', data: { appointmentId: 'a1', scope: 'this', reason: null } };
    expect(appointmentReservations(state, [cancelled])).toEqual(
      keys.map((key) => ({ kind: 'unbook', scope: APPOINTMENT_SLOT_SCOPE, key, ref: key })),
    );
    const confirmed: AppointmentEvent = {
      type: 'AppointmentConfirmed',
      data: { appointmentId: 'a1', confirmedBy: { userId: 'u', name: 'U' } },
    };
    expect(appointmentReservations(state, [confirmed])).toEqual([]);
    const completed: AppointmentEvent = { type: 'AppointmentCompleted', data: { appointmentId: 'a1', examinationId: null } };
    expect(appointmentReservations(state, [completed])).toEqual([]);
  });

  it('names who holds the time and when, in Italian, in the 409 and in checkbusyresources', () => {
    const error = new IntervalConflictError('appointment-a2', [
      {
        requested: {
          scope: APPOINTMENT_SLOT_SCOPE,
          key: 'physician:doc1',
          ref: 'physician:doc1',
          from: '2026-06-10T07:15:00.000Z',
          to: '2026-06-10T07:45:00.000Z',
        },
        holders: [
          {
            scope: APPOINTMENT_SLOT_SCOPE,
            key: 'physician:doc1',
            ref: 'physician:doc1',
            stream: 'appointment-a1',
            from: '2026-06-10T07:00:00.000Z',
            to: '2026-06-10T07:30:00.000Z',
          },
        ],
      },
    ]);
    const conflicts = appointmentConflicts(error);
    expect(conflicts).toEqual([
      expect.objectContaining({
        kind: 'physician',
        id: 'doc1',
        appointment_id: 'a1',
        date: '10/06/2026',
        from: '09:00',
        to: '09:30',
        requested_from: '09:15',
      }),
    ]);
    const busy = busyError(conflicts);
    expect(busy).toMatchObject({ kind: 'conflict', message: MESSAGES.RESOURCES_BUSY, conflicts });
    expect(busyText(conflicts)).toBe(
      `${MESSAGES.RESOURCES_BUSY}\nIl medico doc1 è già occupato il 10/06/2026 dalle 09:00 alle 09:30 (appuntamento a1)`,
    );
    expect(busyText([])).toBe('');
  });
});
