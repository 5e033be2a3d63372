import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppointmentRequest } from '@tutela/contracts';
import { calendarAppointmentsQuery, type CalendarRange } from '../appointments-api';
import { DRAFT_CLASS, localDate, localTime, toCalendarEvents, type CalendarEventInput } from '../calendar/calendar-events';
import { EventCalendar } from '../calendar/event-calendar';

// Below this width the agenda sits under the form: a day fits there, a week would be unreadable.
const NARROW_QUERY = '(max-width: 1023px)';

/** The draft: where the appointment being filled in would go (only when it has a date and a start time). */
function draftEvent(request: AppointmentRequest): CalendarEventInput | null {
  if (!request.appointment_date || !request.appointment_time || !request.appointment_time_end) return null;
  return {
    id: 'draft',
    start: `${request.appointment_date}T${request.appointment_time}:00`,
    end: `${request.appointment_date}T${request.appointment_time_end}:00`,
    allDay: false,
    title: 'Nuovo appuntamento',
    editable: false,
    classNames: [DRAFT_CLASS],
    extendedProps: {},
  };
}

/**
 * The booking dialog's calendar side: the chosen physician's week (a day on a tablet), read-only, where a click on a
 * free slot fills the form's dates and times.
 */
export function SideAgenda({ request, onSlot }: { request: AppointmentRequest; onSlot: (date: string, time: string | null) => void }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const narrow = useMemo(() => typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches, []);
  const med = request.med_id;
  const rows = useQuery({
    ...calendarAppointmentsQuery(range ?? { from: '', to: '' }, { med }),
    enabled: Boolean(range && med),
    placeholderData: keepPreviousData,
  });
  const events = useMemo(() => {
    const draft = draftEvent(request);
    const booked = med ? toCalendarEvents(rows.data ?? []) : [];
    return draft ? [...booked, draft] : booked;
  }, [rows.data, med, request]);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-xs text-slate-600">
        {med ? 'Agenda del medico: fare clic su un orario libero per sceglierlo.' : 'Scegliere il medico per vedere la sua agenda.'}
      </p>
      <EventCalendar
        compact
        label="Agenda del medico"
        initialView={narrow ? 'day' : 'week'}
        date={request.appointment_date ?? undefined}
        height={narrow ? '420px' : '560px'}
        events={events}
        onRangeChange={setRange}
        onSlotClick={(date, allDay) => onSlot(localDate(date), allDay ? null : localTime(date))}
      />
    </div>
  );
}
