import { dvrFormDate } from '../dvr/dvr-form-data';
import { MESSAGES } from '../messages/messages-it';

/**
 * A form.io submission (visit, INV/VAC record, DVR…) checked against the form version it is filled with: the
 * server refuses it with 422 `{ message, errors: { "data.<path>": [message] } }`, and the screens check the same
 * before sending. One Italian text per kind of fault, whichever side finds it.
 */
export const FORM_FIELD_MESSAGES = {
  INVALID: 'Alcuni campi del modulo non sono validi',
  REQUIRED: MESSAGES.REQUIRED,
  DATE: 'Data non valida',
  NUMBER: 'Numero non valido',
  NOT_ALLOWED: 'Valore non ammesso',
  FORMAT: 'Formato non valido',
  VALUE: 'Valore non valido',
} as const;

/** How a 422 names a field of the form's data: `data.` and the form.io data path (`data.jhaz[0].deadline`). */
export const FORM_ERROR_PREFIX = 'data.';

/** Every date of the product is typed gg/mm/aaaa in a text field with this mask (deploy/forms). */
export const FORM_DATE_MASK = '99/99/9999';

interface FormComponentShape {
  type?: string;
  inputMask?: string;
}

/** A component whose value is a date: the masked gg/mm/aaaa text field, or form.io's own datetime. */
export function isFormDateField(component: unknown): boolean {
  const { type, inputMask } = (component ?? {}) as FormComponentShape;
  return type === 'datetime' || (type === 'textfield' && inputMask === FORM_DATE_MASK);
}

/** A real calendar date, typed gg/mm/aaaa or ISO (a datetime's value): 31/02/2025, 2023-02-30, 13/66/____ are not. */
export function isFormDate(value: unknown): boolean {
  return dvrFormDate(value) !== null;
}

/**
 * The Italian message of a form.io validation rule (its `ruleName`) on a component. Date fields say "Data non
 * valida" whatever rule caught them (mask, pattern, calendar), numbers say which bound they broke.
 */
export function formFieldMessage(ruleName: string, component: unknown, setting?: unknown): string {
  if (ruleName === 'required' || ruleName === 'requiredDay' || ruleName === 'requiredSurvey') return FORM_FIELD_MESSAGES.REQUIRED;
  if (isFormDateField(component) || ruleName === 'date' || ruleName === 'day' || ruleName === 'calendarDate')
    return FORM_FIELD_MESSAGES.DATE;
  if (ruleName === 'onlyAvailableItems' || ruleName === 'invalidOption' || ruleName === 'allowedOption')
    return FORM_FIELD_MESSAGES.NOT_ALLOWED;
  if (ruleName === 'min') return `${FORM_FIELD_MESSAGES.NUMBER}: il minimo è ${String(setting)}`;
  if (ruleName === 'max') return `${FORM_FIELD_MESSAGES.NUMBER}: il massimo è ${String(setting)}`;
  if (ruleName === 'number') return FORM_FIELD_MESSAGES.NUMBER;
  if (ruleName === 'minLength') return `Testo troppo corto: almeno ${String(setting)} caratteri`;
  if (ruleName === 'maxLength') return `Testo troppo lungo: al massimo ${String(setting)} caratteri`;
  if (ruleName === 'pattern' || ruleName === 'mask') return FORM_FIELD_MESSAGES.FORMAT;
  return FORM_FIELD_MESSAGES.VALUE;
}
