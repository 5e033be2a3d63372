import { MESSAGES } from './messages-it';

/**
 * Builders for field-level validation messages (HTTP 422 `errors` map and form errors), all in the
 * form "Il campo X deve essere …" so server and client word the same rule the same way.
 */
export const VALIDATION_MESSAGES = {
  required: (): string => MESSAGES.REQUIRED,
  string: (field: string): string => `Il campo ${field} deve essere un testo`,
  number: (field: string): string => `Il campo ${field} deve essere un numero`,
  integer: (field: string): string => `Il campo ${field} deve essere un numero intero`,
  boolean: (field: string): string => `Il campo ${field} deve essere vero o falso`,
  array: (field: string): string => `Il campo ${field} deve essere un elenco`,
  uuid: (field: string): string => `Il campo ${field} deve essere un identificativo valido`,
  email: (field: string): string => `Il campo ${field} deve essere un indirizzo email valido`,
  /** Dates travel as YYYY-MM-DD (spec part 2 §5.2). */
  date: (field: string): string => `Il campo ${field} deve essere una data valida (AAAA-MM-GG)`,
  /** Times match HH:mm (spec part 2 §5.5). */
  time: (field: string): string => `Il campo ${field} deve essere un orario valido (HH:mm)`,
  minLength: (field: string, min: number): string => `Il campo ${field} deve essere di almeno ${min} caratteri`,
  maxLength: (field: string, max: number): string => `Il campo ${field} deve essere di al massimo ${max} caratteri`,
  min: (field: string, min: number): string => `Il campo ${field} deve essere maggiore o uguale a ${min}`,
  max: (field: string, max: number): string => `Il campo ${field} deve essere minore o uguale a ${max}`,
  oneOf: (field: string, values: readonly (string | number)[]): string => `Il campo ${field} deve essere uno tra: ${values.join(', ')}`,
} as const;
