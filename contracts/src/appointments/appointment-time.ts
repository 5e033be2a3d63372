/**
 * Dates, times and recurring series of appointments, in the provider's time zone (Europe/Rome), with Intl only
 * (no time-zone library in contracts). A date is a civil 'YYYY-MM-DD', a time a wall-clock 'HH:mm', an instant
 * an ISO string in UTC ('2026-03-30T07:00:00.000Z'): what the agenda stores and the no-double-booking rule compares.
 */
export const APPOINTMENT_TIME_ZONE = 'Europe/Rome';
/** A series spans at most this many years (issue 35 "Bad input"). */
export const SERIES_MAX_YEARS = 2;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Minutes since midnight of an 'HH:mm' time (00:00–23:59), or null when it does not match HH:mm. */
export function parseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Milliseconds at UTC midnight of a real calendar date 'YYYY-MM-DD' (leap days included), or null. */
function dateMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : null;
}

export function isValidDate(value: unknown): value is string {
  return dateMs(value) !== null;
}

const formatDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const ms = dateMs(date);
  if (ms === null) throw new RangeError(`Data non valida: ${date}`);
  return formatDate(ms + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday, as daysOfWeek counts them. */
export function weekdayOf(date: string): number {
  const ms = dateMs(date);
  if (ms === null) throw new RangeError(`Data non valida: ${date}`);
  return new Date(ms).getUTCDay();
}

/** The same day `years` later; 29 February falls on 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${year + years}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APPOINTMENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function romeOffsetMs(instantMs: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant of a wall-clock date and time in Rome, as an ISO string. Across the daylight-saving changes it
 * answers like Temporal's 'compatible' disambiguation: a time repeated in October (02:00–02:59) is its first
 * occurrence (summer time); a time skipped in March (02:00–02:59) moves forward by the hour skipped.
 */
export function romeInstant(date: string, time: string): string {
  const day = dateMs(date);
  const minutes = parseTime(time);
  if (day === null || minutes === null) throw new RangeError(`Data o orario non validi: ${date} ${time}`);
  const wall = day + minutes * MINUTE_MS;
  const before = romeOffsetMs(wall - DAY_MS);
  const after = romeOffsetMs(wall + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + romeOffsetMs(instant) === wall);
  const instant = candidates.length > 0 ? Math.min(...candidates) : wall - before;
  return new Date(instant).toISOString();
}

/** The instant of a Rome date's midnight: an all-day appointment runs from its first day's to the next day's after its last. */
export const romeMidnight = (date: string): string => romeInstant(date, '00:00');

export function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * MINUTE_MS).toISOString();
}

/** One concrete appointment of a series: its date and its start and end instants. */
export interface SeriesOccurrence {
  date: string;
  start: string;
  end: string;
}

/**
 * The occurrences of a recurring series (recurring 2): every date from `startDate` to `endDate` (both included)
 * whose weekday is in `weekdays`, from `startTime` to `endTime` of that date in Rome, so 09:00 stays 09:00 on
 * both sides of a daylight-saving change. Expects inputs the rules accept (validateAppointmentRequest).
 */
export function expandSeries(
  startDate: string,
  endDate: string,
  weekdays: readonly number[],
  startTime: string,
  endTime: string,
): SeriesOccurrence[] {
  const first = dateMs(startDate);
  const last = dateMs(endDate);
  if (first === null || last === null) throw new RangeError(`Date non valide: ${startDate} ${endDate}`);
  const days = new Set(weekdays);
  const occurrences: SeriesOccurrence[] = [];
  for (let ms = first; ms <= last; ms += DAY_MS) {
    if (!days.has(new Date(ms).getUTCDay())) continue;
    const date = formatDate(ms);
    occurrences.push({ date, start: romeInstant(date, startTime), end: romeInstant(date, endTime) });
  }
  return occurrences;
}
