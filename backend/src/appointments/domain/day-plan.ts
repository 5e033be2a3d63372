import { addMinutes, formatTime, romeInstant, type DayPlanPreview } from '@tutela/contracts';
import type { BusyInterval } from './free-slots';

export interface DueWorker {
  workerId: string;
  name: string;
  nextVisit: string;
}

/**
 * Consecutive slots of `minutes` from `startMinutes` on the day, one per due worker in the given order (most overdue
 * first), stepping over the physician's held intervals, until a slot would end after `endMinutes`: the workers left
 * are `unplanned`. Pure: the caller gives the due workers and what the physician already holds that day.
 */
export function planDay(
  workers: readonly DueWorker[],
  busy: readonly BusyInterval[],
  day: { date: string; startMinutes: number; endMinutes: number; minutes: number },
): DayPlanPreview {
  const rows: DayPlanPreview['rows'] = [];
  let at = day.startMinutes;
  let next = 0;
  while (next < workers.length && at + day.minutes <= day.endMinutes) {
    const start = Date.parse(romeInstant(day.date, formatTime(at)));
    const end = Date.parse(addMinutes(new Date(start).toISOString(), day.minutes));
    const held = busy.find((interval) => Date.parse(interval.from) < end && Date.parse(interval.to) > start);
    if (held) {
      // The first slot of the plan's own grid (every `minutes` from the start) after the interval in the way.
      const heldEnd = at - day.startMinutes + (Date.parse(held.to) - start) / 60_000;
      at = day.startMinutes + Math.ceil(heldEnd / day.minutes) * day.minutes;
      continue;
    }
    const worker = workers[next];
    rows.push({
      worker_id: worker.workerId,
      name: worker.name,
      next_visit: worker.nextVisit,
      appointment_time: formatTime(at),
      appointment_time_end: formatTime(at + day.minutes),
    });
    next += 1;
    at += day.minutes;
  }
  const unplanned = workers.slice(next).map((worker) => ({ worker_id: worker.workerId, name: worker.name, next_visit: worker.nextVisit }));
  return { rows, unplanned };
}
