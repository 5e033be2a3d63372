import { addDays, addMinutes, formatTime, romeInstant, weekdayOf, type FreeSlotProposal } from '@tutela/contracts';

/** A held interval [from, to) in UTC instants. */
export interface BusyInterval {
  from: string;
  to: string;
}

export interface FreeSlotSearch {
  /** Where the search starts: the requested date and start time (Rome wall clock). */
  fromDate: string;
  fromMinutes: number;
  durationMinutes: number;
  /** The calendar's day (part 2 §9): 07:00–20:00 in 15-minute steps, Sunday closed. */
  dayStartMinutes?: number;
  dayEndMinutes?: number;
  stepMinutes?: number;
  closedWeekdays?: readonly number[];
  /** How many days ahead to look, and how many proposals to give. */
  days?: number;
  max?: number;
}

const overlaps = (busy: readonly BusyInterval[], from: number, to: number) =>
  busy.some((interval) => Date.parse(interval.from) < to && Date.parse(interval.to) > from);

/**
 * The first free slots, from the requested start on, where every requested physician, resource and clinic is free:
 * `busy` holds the intervals of all of them together, so a slot free of it is free for each. Slots start on the
 * calendar's steps inside its opening hours, never overlap each other, and skip the closed weekdays.
 */
export function firstFreeSlots(busy: readonly BusyInterval[], search: FreeSlotSearch): FreeSlotProposal[] {
  const dayStart = search.dayStartMinutes ?? 7 * 60;
  const dayEnd = search.dayEndMinutes ?? 20 * 60;
  const step = search.stepMinutes ?? 15;
  const closed = search.closedWeekdays ?? [0];
  const max = search.max ?? 5;
  const proposals: FreeSlotProposal[] = [];
  for (let day = 0; day < (search.days ?? 14) && proposals.length < max; day += 1) {
    const date = addDays(search.fromDate, day);
    if (closed.includes(weekdayOf(date))) continue;
    const earliest = day === 0 ? Math.max(dayStart, Math.ceil(search.fromMinutes / step) * step) : dayStart;
    let minutes = earliest;
    while (minutes + search.durationMinutes <= dayEnd && proposals.length < max) {
      const start = romeInstant(date, formatTime(minutes));
      const end = addMinutes(start, search.durationMinutes);
      if (overlaps(busy, Date.parse(start), Date.parse(end))) {
        minutes += step;
        continue;
      }
      proposals.push({
        appointment_date: date,
        appointment_time: formatTime(minutes),
        appointment_date_end: date,
        appointment_time_end: formatTime(minutes + search.durationMinutes),
      });
      minutes += Math.ceil(search.durationMinutes / step) * step;
    }
  }
  return proposals;
}
