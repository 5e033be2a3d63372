import { MESSAGES } from '../messages/messages-it';
import { isValidNumericFiscalCode } from '../registry/fiscal-code';
import { isIsoDate } from '../registry/registry-rules';

/**
 * Rules of the customer card written once: the form checks them before sending and the customer decider
 * checks them again (the server never trusts the form). Messages are Italian, keyed by the API field name.
 */
export const CUSTOMER_RULE_MESSAGES = {
  COMPANY_NAME_REQUIRED: MESSAGES.REQUIRED,
  VAT_NUMBER_INVALID: 'Partita IVA non valida',
  LATITUDE_INVALID: 'La latitudine deve essere compresa tra -90 e 90',
  LONGITUDE_INVALID: 'La longitudine deve essere compresa tra -180 e 180',
  DATE_INVALID: 'Data non valida',
  DATE_RANGE_INVALID: 'La data di fine deve essere uguale o successiva alla data di inizio',
  CUSTOMER_EXISTS: 'Azienda già presente',
  FACTORY_NAME_REQUIRED: MESSAGES.REQUIRED,
  FACTORY_EXISTS: 'Sede già presente',
  FACTORY_CLOSED: 'La sede è chiusa',
  DEPARTMENT_NAME_REQUIRED: MESSAGES.REQUIRED,
  DEPARTMENT_EXISTS: 'Reparto già presente',
  USER_NOT_STAFF: "Utente non trovato tra il personale dell'ente",
  CUSTOMER_SIDE_READ_ONLY: 'Permessi insufficienti',
} as const;

/** Italian partita IVA: 11 digits and a check digit, the tax-code rule of a company (registry/fiscal-code.ts). */
export function isValidVatNumber(value: string): boolean {
  return isValidNumericFiscalCode(value);
}

/**
 * Errors of a start/end pair (either may be empty): each must be a date, and the end not before the start.
 * Keyed by the given field names, ready for a 422 `errors` map or a form.
 */
export function dateRangeErrors(
  start: string | null | undefined,
  end: string | null | undefined,
  fields: { start: string; end: string },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (start && !isIsoDate(start)) errors[fields.start] = [CUSTOMER_RULE_MESSAGES.DATE_INVALID];
  if (end && !isIsoDate(end)) errors[fields.end] = [CUSTOMER_RULE_MESSAGES.DATE_INVALID];
  if (start && end && !errors[fields.start] && !errors[fields.end] && end < start) {
    errors[fields.end] = [CUSTOMER_RULE_MESSAGES.DATE_RANGE_INVALID];
  }
  return errors;
}

/** Errors of a map position (both may be empty: a factory not yet placed on the map). */
export function coordinateErrors(lat: number | null | undefined, lng: number | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (lat !== null && lat !== undefined && !(Number.isFinite(lat) && lat >= -90 && lat <= 90)) {
    errors.lat = [CUSTOMER_RULE_MESSAGES.LATITUDE_INVALID];
  }
  if (lng !== null && lng !== undefined && !(Number.isFinite(lng) && lng >= -180 && lng <= 180)) {
    errors.lng = [CUSTOMER_RULE_MESSAGES.LONGITUDE_INVALID];
  }
  return errors;
}
