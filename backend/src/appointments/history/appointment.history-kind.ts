import { QueryBus } from '@nestjs/cqrs';
import { APPOINTMENT_VISIT_LABELS, scopeOf, type AppointmentEventType, type AppointmentRow } from '@tutela/contracts';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';
import { evolveAppointment, type AppointmentEvent } from '../domain/appointment.decider';
import type { AppointmentState } from '../domain/appointment-state';
import { GetAppointmentQuery } from '../queries/get-appointment/get-appointment.query';

const APPOINTMENT_HISTORY_EVENT_TYPES = [
  'AppointmentBooked',
  'AppointmentMoved',
  'AppointmentCancelled',
  'AppointmentConfirmed',
  'AppointmentCompleted',
] as const satisfies readonly AppointmentEventType[];

export const appointmentHistoryFold = tolerantFold<AppointmentState>(
  { initialState: () => ({ status: 'none' }), evolve: (state, event) => evolveAppointment(state, event as AppointmentEvent) },
  APPOINTMENT_HISTORY_EVENT_TYPES,
);

/** What the appointment said at each step: when, who and what is held, the place, the confirmation and the status. */
export function appointmentHistoryFields(state: AppointmentState): Record<string, unknown> {
  if (state.status === 'none') return {};
  const { booked, slot } = state;
  const { details } = booked;
  return flattenFields({
    status: state.status,
    date: slot.date === slot.endDate ? slot.date : `${slot.date} – ${slot.endDate}`,
    time: slot.startTime ? `${slot.startTime}–${slot.endTime ?? ''}` : 'tutto il giorno',
    physicianId: booked.physicianId,
    resourceIds: booked.resourceIds,
    clinicId: booked.clinicId,
    workerIds: details.workerIds,
    visit: APPOINTMENT_VISIT_LABELS[details.visit] ?? details.visit,
    title: details.title,
    location: details.location,
    locationAddress: details.locationAddress,
    note: details.note,
    confirmed: state.confirmed,
  });
}

/** The appointment's card as it stood: the slot, confirmation and status from the fold; names as they are today. */
export function appointmentDetailAt(state: AppointmentState, current: AppointmentRow, at: { revision: number }): AppointmentRow | null {
  if (state.status === 'none') return null;
  const { slot } = state;
  return {
    ...current,
    appointment_date: slot.date,
    appointment_date_end: slot.endDate,
    appointment_time: slot.startTime,
    appointment_time_end: slot.endTime,
    start: slot.start,
    end: slot.end,
    all_day: slot.startTime === null,
    confirmed: state.confirmed ? 1 : 0,
    status: state.status,
    revision: at.revision,
  };
}

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Appointments (one stream per appointment or series occurrence). The scope rule is the read side's: an appointment
 * outside the caller's entity or companies answers 404 like a missing one (GetAppointmentQuery).
 */
export const APPOINTMENT_HISTORY_KIND = defineHistoryKind<AppointmentState, AppointmentRow, AppointmentRow>({
  kind: 'appointment',
  fold: appointmentHistoryFold,
  fields: appointmentHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    return queries.execute<GetAppointmentQuery, AppointmentRow>(new GetAppointmentQuery(id, scopeOf(principal)));
  },
  title: (current) =>
    [
      `Appuntamento del ${italianDate(current.appointment_date)}${current.appointment_time ? ` ${current.appointment_time}` : ''}`,
      current.worker_names.join(', ') || current.title,
    ]
      .filter(Boolean)
      .join(' – '),
  detailAt: (state, current, at) => appointmentDetailAt(state, current, at),
  asOfToday: 'I nomi di medico, lavoratori, risorse e ambulatorio sono quelli di oggi.',
  fieldLabels: {
    status: 'stato',
    date: 'data',
    time: 'orario',
    physicianId: 'medico',
    resourceIds: 'risorse',
    clinicId: 'ambulatorio',
    workerIds: 'lavoratori',
    visit: 'tipo',
    title: 'titolo',
    location: 'luogo',
    locationAddress: 'indirizzo',
    note: 'note',
    confirmed: 'confermato',
  },
});
