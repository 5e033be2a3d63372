import { truncateText } from '@tutela/contracts';
import { formatDate, formatDateTime } from '../../lib/format-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 160;

/** A field's value as a reader wants it: dates dd/MM/yyyy, yes/no, lists joined, nothing as a dash. */
export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((item) => item === null || typeof item !== 'object')) return value.map(formatHistoryValue).join(', ');
  }
  const text = JSON.stringify(value);
  return truncateText(text, MAX_TEXT);
}

/** The end of a chosen day (local time) as an instant: "as it stood on 12/03/2025" includes that day's changes. */
export function endOfDayInstant(isoDate: string): string {
  return new Date(`${isoDate}T23:59:59.999`).toISOString();
}
