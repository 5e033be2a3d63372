import { format, isValid, parseISO } from 'date-fns';
import { it } from 'date-fns/locale';

/**
 * dd/MM/yyyy in the Italian locale (spec part 1 §5). Empty, null and the legacy zero date 0000-00-00 show
 * nothing rather than a wrong date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && value.startsWith('0000-00-00')) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'dd/MM/yyyy', { locale: it }) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm', { locale: it }) : '';
}
