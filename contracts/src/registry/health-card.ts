import { decodeFiscalCodeDate, deomocode, isValidFiscalCode, normalizeFiscalCode } from './fiscal-code';

/**
 * The 'leggi tessera sanitaria' reader (spec part 2 §2.3, part 1 §7 reversetesserasanitaria): a magnetic-stripe
 * reader types the card's first track like a keyboard. Supported format (track 1 of the Tessera Sanitaria as
 * keyboard-wedge readers deliver it):
 *
 *   %<codice fiscale, 16 characters><COGNOME><2+ spaces or '^' or '$'><NOME>[<separator><anything>]_
 *
 * e.g. `%RSSMRA85T10A562SROSSI  MARIO  _`. The text must start with '%' and end with '_' (a '?' end sentinel
 * before the '_' is tolerated); anything else is not a card. Sex, birth date and birth place come from the tax
 * code (the stripe holds no more), the names from the text after it.
 */
export interface HealthCardData {
  fiscal_code: string;
  first_name: string;
  last_name: string;
  sex: 'M' | 'F';
  /** ISO date. */
  birth_date: string;
  /** Belfiore code of the birth place (the lookup gives its name). */
  birth_place_code: string;
}

export const HEALTH_CARD_MESSAGES = {
  UNREADABLE: 'Dati della tessera sanitaria non leggibili',
} as const;

/** Whether typed text is a whole stripe (the dialog acts only then). */
export function looksLikeHealthCard(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('%') && trimmed.endsWith('_') && trimmed.length > 18;
}

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/(^|['-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase()))
    .join(' ');

/** The full year of a two-digit code year: the most recent one at least `minAge` years ago. */
export function birthYearOf(twoDigits: number, today: Date, minAge = 14): number {
  const candidate = 2000 + twoDigits;
  return candidate <= today.getUTCFullYear() - minAge ? candidate : 1900 + twoDigits;
}

export function parseHealthCardStripe(raw: string, today: Date = new Date()): HealthCardData | null {
  if (!looksLikeHealthCard(raw)) return null;
  const body = raw.trim().slice(1, -1).replace(/\?$/, '');
  const fiscalCode = normalizeFiscalCode(body.slice(0, 16));
  if (fiscalCode.length !== 16 || !isValidFiscalCode(fiscalCode)) return null;
  const date = decodeFiscalCodeDate(fiscalCode);
  if (!date) return null;
  const names = body
    .slice(16)
    .split(/\s{2,}|[\^$]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.length < 2) return null;
  const year = birthYearOf(date.yearTwoDigits, today);
  const birthDate = `${year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  return {
    fiscal_code: fiscalCode,
    last_name: titleCase(names[0]),
    first_name: titleCase(names[1]),
    sex: date.sex,
    birth_date: birthDate,
    birth_place_code: deomocode(fiscalCode).slice(11, 15),
  };
}
