import { REGISTRY_MESSAGES } from './registry-messages';

/**
 * Italian tax code (codice fiscale) rules shared by the worker dialog and the server (spec part 2 §5.3).
 * Everything here is synchronous and needs no place list: computing a code needs the birth place's Belfiore
 * code, which the birth-place lookup (belfiore-places.ts, with the dataset) gives the form and the server.
 */

export const FISCAL_CODE_MESSAGES = {
  INVALID: REGISTRY_MESSAGES.FISCAL_CODE_INVALID,
  MISMATCH: 'Il codice fiscale non corrisponde ai dati anagrafici',
  NAME_MISMATCH: 'Il codice fiscale non corrisponde a nome e cognome',
  BIRTH_PLACE_INVALID: 'Luogo di nascita non valido alla data di nascita',
  BIRTH_PLACE_UNKNOWN: 'Luogo di nascita non trovato',
  CANNOT_COMPUTE: 'Dati insufficienti per calcolare il codice fiscale',
} as const;

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia: a digit of the date/place part replaced by the letter of the same index. */
const OMOCODE_LETTERS = 'LMNPQRSTUV';
/** Positions (0-based) whose digits may be substituted for omocodia, right to left is the order of assignment. */
const OMOCODE_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;

const ODD_VALUES: Record<string, number> = {};
const EVEN_VALUES: Record<string, number> = {};
// The Agenzia delle Entrate's conversion tables for the check character (D.M. 23/12/1976).
const ODD_TABLE = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
for (let i = 0; i < 10; i++) {
  ODD_VALUES[String(i)] = ODD_TABLE[i];
  EVEN_VALUES[String(i)] = i;
}
for (let i = 0; i < 26; i++) {
  const letter = String.fromCharCode(65 + i);
  ODD_VALUES[letter] = ODD_TABLE[i];
  EVEN_VALUES[letter] = i;
}

const DIGIT_OR_OMOCODE = `[0-9${OMOCODE_LETTERS}]`;
/** 16-character personal code: surname, name, year, month, day+sex, place, check (omocodia allowed). */
export const PERSONAL_FISCAL_CODE_PATTERN = new RegExp(
  `^[A-Z]{6}${DIGIT_OR_OMOCODE}{2}[${MONTH_LETTERS}]${DIGIT_OR_OMOCODE}{2}[A-Z]${DIGIT_OR_OMOCODE}{3}[A-Z]$`,
);
/** 11 digits: a company's code (its VAT number) or a temporary code given to a person. */
export const NUMERIC_FISCAL_CODE_PATTERN = /^[0-9]{11}$/;

export function normalizeFiscalCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 15 characters of a personal code. */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i];
    // Positions are counted from 1: the odd ones are the even indexes.
    sum += i % 2 === 0 ? ODD_VALUES[ch] : EVEN_VALUES[ch];
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * An 11-digit code with its check digit: a company's tax code, which is its partita IVA (so the customers' VAT
 * number rule is this one), or a temporary code given to a person. The last digit is Luhn-like over the first ten
 * (odd positions as they are, even positions doubled with 9 subtracted above 9).
 */
export function isValidNumericFiscalCode(code: string): boolean {
  if (!NUMERIC_FISCAL_CODE_PATTERN.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(code[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** The code with every omocodia letter turned back into its digit (the check character is recomputed). */
export function deomocode(code: string): string {
  const chars = normalizeFiscalCode(code).split('');
  for (const position of OMOCODE_POSITIONS) {
    const index = OMOCODE_LETTERS.indexOf(chars[position]);
    if (index >= 0) chars[position] = String(index);
  }
  const first15 = chars.slice(0, 15).join('');
  return first15 + fiscalCodeCheckChar(first15);
}

/** How many omocodia substitutions the code carries (0 for an ordinary code). */
export function omocodeLevel(code: string): number {
  const normalized = normalizeFiscalCode(code);
  return OMOCODE_POSITIONS.filter((position) => OMOCODE_LETTERS.includes(normalized[position])).length;
}

/** Day of the month, with 40 added for women; a personal code's decoded date and sex, if they are a real date. */
export function decodeFiscalCodeDate(code: string): {
  yearTwoDigits: number;
  month: number;
  day: number;
  sex: 'M' | 'F';
} | null {
  const plain = deomocode(code);
  const yearTwoDigits = Number(plain.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(plain[8]) + 1;
  let day = Number(plain.slice(9, 11));
  const sex = day > 40 ? 'F' : 'M';
  if (sex === 'F') day -= 40;
  if (month < 1 || day < 1 || day > 31) return null;
  // 29 February is checked against a leap year: 00 may be 1900 or 2000, only 2000 is leap.
  const maxDay = new Date(Date.UTC(2000 + (yearTwoDigits % 4 === 0 ? 0 : 1), month, 0)).getUTCDate();
  if (day > maxDay) return null;
  return { yearTwoDigits, month, day, sex };
}

/**
 * The spec's rule (part 2 §5.3): the 16-character personal pattern with a correct check character and a real
 * date (omocodia allowed), or 11 digits with a correct check digit (companies, temporary codes).
 */
export function isValidFiscalCode(value: string | null | undefined): boolean {
  if (!value) return false;
  const code = normalizeFiscalCode(value);
  if (NUMERIC_FISCAL_CODE_PATTERN.test(code)) return isValidNumericFiscalCode(code);
  if (!PERSONAL_FISCAL_CODE_PATTERN.test(code)) return false;
  if (fiscalCodeCheckChar(code.slice(0, 15)) !== code[15]) return false;
  return decodeFiscalCodeDate(code) !== null;
}

/** Uppercase A-Z only: accents folded (È → E), apostrophes, spaces and anything else dropped. */
function lettersOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}
const isVowel = (ch: string) => 'AEIOU'.includes(ch);

export function lastNameCode(lastName: string): string {
  const letters = lettersOf(lastName);
  const consonants = [...letters].filter((ch) => !isVowel(ch)).join('');
  const vowels = [...letters].filter(isVowel).join('');
  return (consonants + vowels + 'XXX').slice(0, 3);
}

export function firstNameCode(firstName: string): string {
  const letters = lettersOf(firstName);
  const consonants = [...letters].filter((ch) => !isVowel(ch));
  // With four or more consonants the second is skipped (first, third and fourth).
  if (consonants.length >= 4) return consonants[0] + consonants[2] + consonants[3];
  const vowels = [...letters].filter(isVowel).join('');
  return (consonants.join('') + vowels + 'XXX').slice(0, 3);
}

export interface FiscalCodePersonalData {
  firstName: string;
  lastName: string;
  sex: 'M' | 'F';
  /** ISO date YYYY-MM-DD. */
  birthDate: string;
  /** Belfiore code of the birth place (H501 Roma, Z110 Francia). */
  birthPlaceCode: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The personal code computed from the data (without omocodia); null when the data cannot give one. */
export function computeFiscalCode(data: FiscalCodePersonalData): string | null {
  const date = ISO_DATE.exec(data.birthDate ?? '');
  const place = (data.birthPlaceCode ?? '').toUpperCase();
  if (!date || !/^[A-Z][0-9]{3}$/.test(place) || (data.sex !== 'M' && data.sex !== 'F')) return null;
  if (!lettersOf(data.firstName ?? '') || !lettersOf(data.lastName ?? '')) return null;
  const month = Number(date[2]);
  const day = Number(date[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const first15 =
    lastNameCode(data.lastName) +
    firstNameCode(data.firstName) +
    date[1].slice(2) +
    MONTH_LETTERS[month - 1] +
    String(data.sex === 'F' ? day + 40 : day).padStart(2, '0') +
    place;
  return first15 + fiscalCodeCheckChar(first15);
}

export type FiscalCodeCheck = { ok: true; fiscalCode: string; warning: string | null } | { ok: false; message: string };

/**
 * Checks a given code against the personal data, the way careful registries do:
 * - an invalid code is refused ('Codice fiscale non valido');
 * - an 11-digit (temporary) code is accepted as it is: it encodes nothing to compare;
 * - a code whose date, sex or birth place differ from the data is refused: it belongs to someone else or the
 *   data were mistyped;
 * - a code that differs from the computed one only by omocodia is accepted (the Agenzia assigns those);
 * - a code whose name letters differ is accepted with a warning: transliterated foreign names, double
 *   surnames and codes assigned with a spelling of the time are real and cannot be recomputed.
 */
export function checkFiscalCode(value: string, data: FiscalCodePersonalData): FiscalCodeCheck {
  const code = normalizeFiscalCode(value);
  if (!isValidFiscalCode(code)) return { ok: false, message: FISCAL_CODE_MESSAGES.INVALID };
  if (NUMERIC_FISCAL_CODE_PATTERN.test(code)) return { ok: true, fiscalCode: code, warning: null };
  const computed = computeFiscalCode(data);
  if (!computed) return { ok: true, fiscalCode: code, warning: null };
  const plain = deomocode(code);
  if (plain.slice(6, 15) !== computed.slice(6, 15)) return { ok: false, message: FISCAL_CODE_MESSAGES.MISMATCH };
  const warning = plain.slice(0, 6) === computed.slice(0, 6) ? null : FISCAL_CODE_MESSAGES.NAME_MISMATCH;
  return { ok: true, fiscalCode: code, warning };
}
