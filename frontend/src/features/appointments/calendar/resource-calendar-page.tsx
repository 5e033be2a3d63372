import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalResourceType } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { calresourcesQuery, resourceCalendarQuery, type CalendarRange } from '../appointments-api';
import { clinicColumns, resourceColumns, toCalendarEvents, toResourceColumns } from './calendar-events';
import { EventCalendar } from './event-calendar';
import { useCalendarInteractions } from './use-calendar-interactions';

const NARROW_QUERY = '(max-width: 1023px)';

const TEXTS: Record<CalResourceType, { title: string; empty: string; manage: string; href: string }> = {
  resources: {
    title: 'Calendario risorse',
    empty: 'Nessuna risorsa presente',
    manage: 'Gestisci le risorse',
    href: '/appointments/resources',
  },
  classrooms: {
    title: 'Calendario ambulatori',
    empty: 'Nessuna risorsa presente',
    manage: 'Gestisci gli ambulatori',
    href: '/appointments/clinics',
  },
};

/**
 * Calendario risorse / ambulatori (spec part 2 §7.2): one column per active resource or clinic, side by side, with
 * the bookings holding it. Same views and drag rule as Calendario, except that a drop into another column is refused:
 * a move changes the time, never what is booked.
 */
export function ResourceCalendarPage({ type }: { type: CalResourceType }) {
  const texts = TEXTS[type];
  // On a tablet a week of every column is unreadable: the day, one column per resource, fits.
  const narrow = useMemo(() => typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches, []);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const records = useQuery(calresourcesQuery(type));
  const columns = useMemo(() => toResourceColumns(records.data ?? []), [records.data]);
  const ids = columns.map((column) => column.id);
  const rows = useQuery({
    ...resourceCalendarQuery(range ?? { from: '', to: '' }, type === 'resources' ? { resourceIds: ids } : { classroomIds: ids }),
    enabled: range !== null && ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const events = useMemo(
    () => toCalendarEvents(rows.data ?? [], type === 'resources' ? resourceColumns : clinicColumns),
    [rows.data, type],
  );
  const names = useMemo(() => new Map(columns.map((column) => [column.id, column.title])), [columns]);
  const { canWrite, onEventClick, onMove, dialogs } = useCalendarInteractions({ names, keepColumns: true });

  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-lg font-semibold text-slate-800">{texts.title}</h1>
        {rows.isFetching && (
          <span role="status" className="text-xs text-slate-500">
            Caricamento…
          </span>
        )}
        {columns.length > 0 && (
          <AppLink href={texts.href} className="text-sm text-brand-700 underline hover:text-brand-600">
            {texts.manage}
          </AppLink>
        )}
      </div>
      {records.isSuccess && columns.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-700">
          <p className="font-medium">{texts.empty}</p>
          <AppLink href={texts.href} className="mt-2 inline-block text-brand-700 underline hover:text-brand-600">
            {texts.manage}
          </AppLink>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
          {/* Wide enough per column that a resource's bookings stay readable; the panel scrolls sideways beyond. */}
          <div style={{ minWidth: `${Math.max(columns.length, 1) * (narrow ? 8 : 6 * 3.5)}rem` }} className="min-w-full">
            <EventCalendar
              label={texts.title}
              events={events}
              resources={columns}
              initialView={narrow ? 'day' : 'week'}
              editable={canWrite}
              height="calc(100vh - 11rem)"
              onRangeChange={setRange}
              onEventClick={onEventClick}
              onMove={onMove}
            />
          </div>
        </div>
      )}
      {dialogs}
    </div>
  );
}
