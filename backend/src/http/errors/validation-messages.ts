import { MESSAGES } from '@tutela/contracts';
import type { ValidationError } from 'class-validator';
import { HTTP_MESSAGES } from '../http-messages';
import { NOT_NULL_CONSTRAINT } from '../input/optional-field.decorator';

/**
 * class-validator speaks English. Each known constraint is translated only when its message is still the
 * library default (recognised by `pattern`): a message written on the decorator by a developer is already
 * the Italian text the user should see, and is kept as is.
 */
interface Translation {
  pattern: RegExp;
  italian: (match: RegExpExecArray) => string;
}

const fixed = (text: string) => () => text;

const TRANSLATIONS: Record<string, Translation> = {
  isDefined: { pattern: /should not be null or undefined$/, italian: fixed(MESSAGES.REQUIRED) },
  isNotEmpty: { pattern: /should not be empty$/, italian: fixed(MESSAGES.REQUIRED) },
  arrayNotEmpty: { pattern: /should not be empty$/, italian: fixed(MESSAGES.REQUIRED) },
  whitelistValidation: { pattern: /^property .* should not exist$/, italian: fixed(HTTP_MESSAGES.fieldNotAllowed) },
  isEmail: { pattern: /must be an email$/, italian: fixed(MESSAGES.INVALID_EMAIL) },
  isString: { pattern: /must be a string$/, italian: fixed('Deve essere un testo') },
  isBoolean: { pattern: /must be a boolean value$/, italian: fixed('Deve essere vero o falso') },
  isBooleanString: { pattern: /must be a boolean string$/, italian: fixed('Deve essere vero o falso') },
  isInt: { pattern: /must be an integer number$/, italian: fixed('Deve essere un numero intero') },
  isNumber: { pattern: /must be a number conforming to the specified constraints$/, italian: fixed('Deve essere un numero') },
  isNumberString: { pattern: /must be a number string$/, italian: fixed('Deve essere un numero') },
  isPositive: { pattern: /must be a positive number$/, italian: fixed('Deve essere un numero positivo') },
  min: { pattern: /must not be less than (.+)$/, italian: (m) => `Deve essere almeno ${m[1]}` },
  max: { pattern: /must not be greater than (.+)$/, italian: (m) => `Deve essere al massimo ${m[1]}` },
  minLength: {
    pattern: /must be longer than or equal to (\d+) characters$/,
    italian: (m) => `Deve contenere almeno ${m[1]} caratteri`,
  },
  maxLength: {
    pattern: /must be shorter than or equal to (\d+) characters$/,
    italian: (m) => `Deve contenere al massimo ${m[1]} caratteri`,
  },
  isLength: {
    pattern: /must be (longer|shorter) than or equal to (\d+) characters$/,
    italian: (m) => `Deve contenere ${m[1] === 'longer' ? 'almeno' : 'al massimo'} ${m[2]} caratteri`,
  },
  isUuid: { pattern: /must be a UUID$/, italian: fixed('Identificativo non valido') },
  isIn: { pattern: /must be one of the following values: (.*)$/, italian: (m) => `Valore non ammesso (ammessi: ${m[1]})` },
  isEnum: { pattern: /must be one of the following values: (.*)$/, italian: (m) => `Valore non ammesso (ammessi: ${m[1]})` },
  isNotIn: { pattern: /should not be one of the following values: .*$/, italian: fixed('Valore non ammesso') },
  isDateString: { pattern: /must be a valid ISO 8601 date string$/, italian: fixed('Data non valida') },
  isIso8601: { pattern: /must be a valid ISO 8601 date string$/, italian: fixed('Data non valida') },
  isDate: { pattern: /must be a Date instance$/, italian: fixed('Data non valida') },
  isArray: { pattern: /must be an array$/, italian: fixed('Deve essere un elenco') },
  arrayMinSize: { pattern: /must contain at least (\d+) elements$/, italian: (m) => `Deve contenere almeno ${m[1]} elementi` },
  arrayMaxSize: {
    pattern: /must contain no more than (\d+) elements$/,
    italian: (m) => `Deve contenere al massimo ${m[1]} elementi`,
  },
  isObject: { pattern: /must be an object$/, italian: fixed('Formato non valido') },
  nestedValidation: { pattern: /must be either object or array$/, italian: fixed('Formato non valido') },
  matches: { pattern: /must match .* regular expression$/, italian: fixed('Formato non valido') },
  isUrl: { pattern: /must be a URL address$/, italian: fixed('Indirizzo non valido') },
  equals: { pattern: /must be equal to .*$/, italian: fixed('Valore non ammesso') },
  isEmpty: { pattern: /must be empty$/, italian: fixed('Il campo deve essere vuoto') },
  isNotEmptyObject: { pattern: /must be a non-empty object$/, italian: fixed(MESSAGES.REQUIRED) },
  minDate: { pattern: /minimal allowed date for .* is (.+)$/, italian: fixed('Data troppo lontana nel passato') },
  maxDate: { pattern: /maximal allowed date for .* is (.+)$/, italian: fixed('Data troppo lontana nel futuro') },
};

/** Any other English default ("x must …", "each value in x should …"): never shown to an Italian user. */
const ENGLISH_DEFAULT = /^(each value in )?\S+ (must|should) /;

export function italianConstraintMessage(constraint: string, message: string): string {
  const translation = TRANSLATIONS[constraint];
  const match = translation?.pattern.exec(message);
  if (translation && match) return translation.italian(match);
  if (ENGLISH_DEFAULT.test(message) || /^an unknown value was passed/.test(message)) return 'Valore non valido';
  return message;
}

/** Flattens nested errors into `{ 'a.b': [messages] }` (array items as 'items.0.name'). */
export function validationErrorsToMap(errors: readonly ValidationError[], parent = ''): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const error of errors) {
    const field = error.property === undefined ? parent || '_' : parent ? `${parent}.${error.property}` : error.property;
    // A null where null is not accepted says all there is to say: "must be a text" would only add noise.
    const constraints = error.constraints?.[NOT_NULL_CONSTRAINT]
      ? { [NOT_NULL_CONSTRAINT]: error.constraints[NOT_NULL_CONSTRAINT] }
      : error.constraints;
    const messages = Object.entries(constraints ?? {}).map(([key, msg]) => italianConstraintMessage(key, msg));
    if (messages.length) map[field] = [...(map[field] ?? []), ...new Set(messages)];
    for (const [childField, childMessages] of Object.entries(validationErrorsToMap(error.children ?? [], field))) {
      map[childField] = [...(map[childField] ?? []), ...childMessages];
    }
  }
  return map;
}
