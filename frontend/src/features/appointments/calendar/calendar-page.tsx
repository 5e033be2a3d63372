import { useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_SLOT_MINUTES, isCustomerSideUser } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { useUserData } from '../../../lib/session';
import { calendarAppointmentsQuery, doctorsQuery, type CalendarRange } from '../appointments-api';
import { AppointmentDialog } from '../booking/appointment-dialog';
import type { BookingInitial } from '../booking/booking-form';
import { isOwnAgendaDoctor } from './appointment-permissions';
import { addMinutesToTime, localDate, localTime, toCalendarEvents } from './calendar-events';
import { EventCalendar } from './event-calendar';
import { useCalendarInteractions } from './use-calendar-interactions';

/**
 * Calendario (spec part 2 §7.2): a physician's agenda, week by default, Sunday hidden, 07:00–20:00 in 15-minute
 * slots. The secretary picks the physician; a level-6 physician sees their own agenda without the picker. A click
 * on a free slot books there, a drag moves.
 */
export function CalendarPage() {
  const { user } = useUserData();
  const own = isOwnAgendaDoctor(user);
  // A customer-side user sees their companies' bookings of every physician: no picker (nor the entity's doctors list).
  const picker = !own && !isCustomerSideUser(user.roles);
  const selectId = useId();
  const [med, setMed] = useState<string>(own ? user.id : '');
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [booking, setBooking] = useState<BookingInitial | null>(null);
  const doctors = useQuery({ ...doctorsQuery(), enabled: picker });
  const rows = useQuery({
    ...calendarAppointmentsQuery(range ?? { from: '', to: '' }, { med: med || null }),
    enabled: range !== null,
    // The old week stays on screen while the next one loads: no flash of an empty agenda.
    placeholderData: keepPreviousData,
  });
  const events = useMemo(() => toCalendarEvents(rows.data ?? []), [rows.data]);
  const names = useMemo(() => new Map((doctors.data ?? []).map((doctor) => [doctor.id, doctor.name])), [doctors.data]);
  const { canWrite, onEventClick, onMove, dialogs } = useCalendarInteractions({ names });

  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-lg font-semibold text-slate-800">Calendario</h1>
        {rows.isFetching && (
          <span role="status" className="text-xs text-slate-500">
            Caricamento…
          </span>
        )}
        {picker && (
          <div className="flex flex-col">
            <label htmlFor={selectId} className="mb-0.5 text-xs font-medium text-slate-700">
              Medico
            </label>
            <select
              id={selectId}
              value={med}
              onChange={(event) => setMed(event.target.value)}
              className="min-w-56 rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">Tutti i medici</option>
              {(doctors.data ?? []).map((doctor) => (
                <option key={doctor.id} value={doctor.id}>
                  {doctor.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {canWrite && <Button onClick={() => setBooking({ med_id: med || null, multi: 0 })}>Nuovo appuntamento</Button>}
      </div>
      <div className="flex flex-wrap gap-3 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" /> Confermato
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border-l-4 border-amber-600 bg-amber-100" /> Da confermare
        </span>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
        <EventCalendar
          label="Agenda"
          events={events}
          editable={canWrite}
          height="calc(100vh - 13rem)"
          onRangeChange={setRange}
          onEventClick={onEventClick}
          onMove={onMove}
          onSlotClick={
            canWrite
              ? (date, allDay) => {
                  const time = allDay ? null : localTime(date);
                  setBooking({
                    med_id: med || null,
                    multi: 0,
                    appointment_date: localDate(date),
                    appointment_date_end: localDate(date),
                    appointment_time: time,
                    appointment_time_end: time ? addMinutesToTime(time, DEFAULT_SLOT_MINUTES) : null,
                  });
                }
              : undefined
          }
        />
      </div>
      {dialogs}
      <AppointmentDialog open={booking !== null} initial={booking ?? {}} onClose={() => setBooking(null)} />
    </div>
  );
}
