import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { createCalendar, DayGrid, destroyCalendar, Interaction, ResourceTimeGrid, TimeGrid, type Calendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import './event-calendar.css';
import type { AppointmentRow } from '@tutela/contracts';
import type { CalendarRange } from '../appointments-api';
import { rangeOf, shownDate, slotOf, type CalendarEventInput } from './calendar-events';

/** A drag or resize: the new slot, the row, the column change (resource calendars) and how to undo it on screen. */
export interface CalendarMove {
  row: AppointmentRow;
  slot: ReturnType<typeof slotOf>;
  columnChanged: boolean;
  revert: () => void;
}

export interface EventCalendarProps {
  events: CalendarEventInput[];
  /** Resource columns: the calendar shows ResourceTimeGrid views side by side. */
  resources?: { id: string; title: string }[];
  /** 'compact': the booking dialog's side agenda (week/day only, shorter). */
  compact?: boolean;
  /** The view the calendar opens on (default week; the dialog on a tablet opens the day). */
  initialView?: 'week' | 'day';
  /** Where the calendar opens (YYYY-MM-DD); later changes move it there. */
  date?: string;
  editable?: boolean;
  /** Label of the calendar region for assistive technology. */
  label: string;
  height?: string;
  onRangeChange: (range: CalendarRange) => void;
  onEventClick?: (row: AppointmentRow, element: HTMLElement) => void;
  onSlotClick?: (date: Date, allDay: boolean) => void;
  onMove?: (move: CalendarMove) => void;
}

// The toolbar and headers in Italian: the library only formats dates through Intl, its button texts are ours.
const BUTTON_TEXT = {
  today: 'Oggi',
  dayGridMonth: 'Mese',
  timeGridWeek: 'Settimana',
  timeGridDay: 'Giorno',
  resourceTimeGridWeek: 'Settimana',
  resourceTimeGridDay: 'Giorno',
  close: 'Chiudi',
  prev: 'Precedente',
  next: 'Successivo',
};

function viewNames(resources: boolean, compact: boolean) {
  if (resources) return { week: 'resourceTimeGridWeek', day: 'resourceTimeGridDay', all: 'resourceTimeGridWeek,resourceTimeGridDay' };
  return { week: 'timeGridWeek', day: 'timeGridDay', all: compact ? 'timeGridWeek,timeGridDay' : 'dayGridMonth,timeGridWeek,timeGridDay' };
}

/**
 * @event-calendar marks its whole root role="table", toolbar included, and the grid's section scrolls without being
 * focusable: axe fails both (aria-required-children, scrollable-region-focusable). The table role moves to the grid
 * section (the rows' real container), which becomes keyboard-scrollable, and the empty corner cells leave the tree.
 */
function repairAria(root: HTMLElement, label: string): void {
  const ec = root.querySelector<HTMLElement>('.ec');
  if (!ec) return;
  if (ec.getAttribute('role') === 'table') ec.removeAttribute('role');
  for (const section of ec.querySelectorAll<HTMLElement>(':scope > section, :scope > div > section')) {
    if (section.getAttribute('role') !== 'table') section.setAttribute('role', 'table');
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '0');
    if (section.getAttribute('aria-label') !== label) section.setAttribute('aria-label', label);
    for (const aside of section.querySelectorAll<HTMLElement>('header > aside, aside:not([aria-hidden])')) {
      if (!aside.closest('[role="row"]')) aside.setAttribute('aria-hidden', 'true');
    }
  }
}

/**
 * The one React wrapper of @event-calendar/core (a Svelte library mounted on a div), shared by Calendario, the
 * resource and clinic calendars and the booking dialog. The calendar is created once; events, resources and
 * editability are pushed with setOption, and the callbacks read the latest props through a ref so a re-render never
 * rebuilds the calendar (that would lose the view and the scroll position).
 */
export function EventCalendar(props: EventCalendarProps) {
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const hasResources = props.resources !== undefined;

  useEffect(() => {
    if (!host.current) return;
    const names = viewNames(hasResources, Boolean(latest.current.compact));
    const moved = (info: Calendar.EventDropInfo | Calendar.EventResizeInfo) => {
      const row = info.event.extendedProps.row as AppointmentRow | undefined;
      if (!row) return info.revert();
      const drop = info as Calendar.EventDropInfo;
      const columnChanged = Boolean(drop.newResource && drop.oldResource && drop.newResource.id !== drop.oldResource.id);
      latest.current.onMove?.({
        row,
        slot: slotOf(info.event.start, info.event.end, info.event.allDay),
        columnChanged,
        revert: info.revert,
      });
    };
    const dayHeader: Intl.DateTimeFormatOptions = latest.current.compact
      ? { weekday: 'short', day: 'numeric' }
      : { weekday: 'short', day: '2-digit', month: '2-digit' };
    const instance = createCalendar(host.current, [TimeGrid, DayGrid, ResourceTimeGrid, Interaction], {
      view: latest.current.initialView === 'day' ? names.day : names.week,
      date: shownDate(latest.current.date ? new Date(`${latest.current.date}T12:00:00`) : new Date(), latest.current.initialView ?? 'week'),
      locale: 'it',
      firstDay: 1,
      hiddenDays: [0],
      slotMinTime: '07:00',
      slotMaxTime: '20:00',
      slotDuration: '00:15',
      scrollTime: '07:00',
      slotLabelInterval: '01:00',
      slotHeight: latest.current.compact ? 18 : 22,
      height: latest.current.height ?? 'auto',
      allDayContent: 'Giornata',
      buttonText: (text) => ({ ...text, ...BUTTON_TEXT }),
      headerToolbar: { start: 'prev,next today', center: 'title', end: names.all },
      nowIndicator: true,
      editable: Boolean(latest.current.editable),
      eventStartEditable: Boolean(latest.current.editable),
      eventDurationEditable: Boolean(latest.current.editable),
      selectable: false,
      eventTimeFormat: { hour: '2-digit', minute: '2-digit' },
      slotLabelFormat: { hour: '2-digit', minute: '2-digit' },
      // Day and week columns carry their date; the month keeps the library's weekday-only headers.
      views: Object.fromEntries(
        ['timeGridWeek', 'timeGridDay', 'resourceTimeGridWeek', 'resourceTimeGridDay'].map((view) => [
          view,
          { dayHeaderFormat: dayHeader },
        ]),
      ),
      events: latest.current.events,
      resources: latest.current.resources ?? [],
      datesSet: (info) => {
        // 'Oggi' on a Sunday lands on a hidden day again: a week view steps back to its Saturday (same week) before
        // 'next' is used; a day view already shows the next open day.
        const current = calendar.current?.getOption('date');
        const week = !info.view.type.endsWith('Day');
        if (week && current instanceof Date && shownDate(current) !== current) calendar.current?.setOption('date', shownDate(current));
        latest.current.onRangeChange(rangeOf(info.start, info.end));
      },
      eventClick: (info) => {
        const row = info.event.extendedProps.row as AppointmentRow | undefined;
        if (row) latest.current.onEventClick?.(row, info.el);
      },
      dateClick: (info) => latest.current.onSlotClick?.(info.date, info.allDay),
      eventDrop: moved,
      eventResize: moved,
      eventDidMount: (info) => {
        // Events are clickable: reachable by keyboard, named, and flagged when unconfirmed (title attribute too).
        const row = info.event.extendedProps.row as AppointmentRow | undefined;
        if (!row) return;
        const pending = row.confirmed === 0 ? ' – da confermare' : '';
        info.el.setAttribute('tabindex', '0');
        info.el.setAttribute('role', 'button');
        info.el.setAttribute('aria-label', `${info.timeText} ${String(info.event.title)}${pending}`);
        info.el.setAttribute('title', `${info.timeText} ${String(info.event.title)}${pending}`);
        info.el.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            latest.current.onEventClick?.(row, info.el);
          }
        });
      },
    });
    calendar.current = instance;
    // The library re-renders its grid on every view or range change: the ARIA repair follows it.
    const root = host.current;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => repairAria(root, latest.current.label));
    });
    observer.observe(root, { childList: true, subtree: true });
    repairAria(root, latest.current.label);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      calendar.current = null;
      void destroyCalendar(instance);
    };
  }, [hasResources]);

  useEffect(() => {
    calendar.current?.setOption('events', props.events);
  }, [props.events]);
  useEffect(() => {
    if (props.resources) calendar.current?.setOption('resources', props.resources);
  }, [props.resources]);
  useEffect(() => {
    const editable = Boolean(props.editable);
    calendar.current
      ?.setOption('editable', editable)
      .setOption('eventStartEditable', editable)
      .setOption('eventDurationEditable', editable);
  }, [props.editable]);
  useEffect(() => {
    const view = calendar.current?.getView().type.endsWith('Day') ? 'day' : 'week';
    if (props.date) calendar.current?.setOption('date', shownDate(new Date(`${props.date}T12:00:00`), view));
  }, [props.date]);

  return (
    <div
      ref={host}
      role="region"
      aria-label={props.label}
      className={clsx('tutela-ec text-xs', props.onSlotClick && 'tutela-ec-bookable')}
    />
  );
}
