import { format, isValid, parseISO, startOfDay } from 'date-fns';
import { TEXT_TRUNCATE_LENGTH, textStart } from '@tutela/contracts';
import type { DateTone } from '../list-types';

/**
 * Pure formatting rules of the list cells (spec part 2 §2.1, §9). Kept free of React so the CSV export
 * prints exactly what the table shows, and so each rule is unit-tested on its own.
 */

/** Reads a dotted path such as 'customer.company_name'; a missing step gives undefined. */
export function readPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** 'TO-BE' means a date still to be defined, 'NDF' a missing one: shown as markers, not as dates. */
export type DateMarker = 'TO-BE' | 'NDF';
export const DATE_MARKER_TITLES: Record<DateMarker, string> = {
  'TO-BE': 'Data da definire',
  NDF: 'Data non definita',
};

export function dateMarker(value: unknown): DateMarker | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  return text === 'TO-BE' || text === 'NDF' ? text : null;
}

/**
 * A list date: 'YYYY-MM-DD' (read as a local calendar day), an ISO timestamp or a Date. '0000-00-00',
 * empty strings, null and anything unparsable give null, so the cell stays empty instead of 'Invalid Date'.
 */
export function parseListDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.startsWith('0000-00-00')) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

export function formatListDate(value: unknown): string {
  const date = parseListDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
}

export function formatListDateTime(value: unknown): string {
  const date = parseListDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm') : '';
}

/** Colour class of a date against today. */
export type DateStatus = 'past' | 'future' | 'late' | 'expiring';

export function classifyDate(value: unknown, tone: DateTone, today: Date = new Date()): DateStatus | null {
  if (tone === 'none') return null;
  const date = parseListDate(value);
  if (!date) return null;
  const day = startOfDay(date).getTime();
  const todayStart = startOfDay(today).getTime();
  if (tone === 'past-future') return day < todayStart ? 'past' : 'future';
  if (day < todayStart) return 'late';
  return date.getFullYear() === today.getFullYear() ? 'expiring' : 'future';
}

export const DATE_STATUS_CLASSES: Record<DateStatus, string> = {
  past: 'text-red-700',
  late: 'font-semibold text-red-700',
  expiring: 'text-amber-800',
  future: 'text-green-800',
};

const TWO_DECIMALS = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Exactly two decimals in Italian notation; null, '' and non-numbers give ''. */
export function formatNumber2(value: unknown): string {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return '';
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? TWO_DECIMALS.format(number) : '';
}

export function formatBoolean(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return value === true || value === 1 || value === '1' || value === 'true' ? 'Sì' : 'No';
}

/** Text of any cell value: arrays are joined, objects with a name show it. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(toText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const named = (value as Record<string, unknown>).name ?? (value as Record<string, unknown>).description;
    return typeof named === 'string' ? named : '';
  }
  return String(value);
}

/** Cuts at 50 characters (spec part 2 §9); `cut` tells whether a popover with the whole text is needed. */
export function cutText(value: unknown, max: number = TEXT_TRUNCATE_LENGTH): { text: string; full: string; cut: boolean } {
  const full = toText(value);
  if (full.length <= max) return { text: full, full, cut: false };
  // Between whole characters: never half an emoji (a lone surrogate shows as �) nor a letter without its accent.
  return { text: `${textStart(full, max).trimEnd()}…`, full, cut: true };
}
