import { ValidateBy } from 'class-validator';
import { isIsoDate } from '@tutela/contracts';

/**
 * A YYYY-MM-DD date that is on the calendar. A pattern alone let 2023-02-30 and 2025-02-31 through (each month
 * up to 31 days); this also checks the month's length and leap years.
 */
export function IsCalendarDate(message = 'Data non valida'): PropertyDecorator {
  return ValidateBy({
    name: 'tutelaCalendarDate',
    validator: { validate: (value: unknown) => isIsoDate(value), defaultMessage: () => message },
  });
}
