/**
 * Small fixed numbers for the published forms, for the spec's client, which asks GET /api/formio/1 for the visit form
 * (the examination route is examination/1/{key}) and formio/{numeric id} for others. A number names a form code, never
 * a version: it answers that code's latest version, or ?version=n. 9 and 22 are the vaccination and disability
 * records' type_id (spec part 1 §9); the DVR forms follow from 100 in the order of their codes. A new form code gets
 * the next free number here; a number is never reused or moved.
 *
 * The ids the definitions are published under (formIdFor, a hash of code and version) are never this small
 * (readFormFiles refuses one below FORM_NUMBER_LIMIT), so both kinds of numeric id keep working side by side.
 */
export const FORM_NUMBERS: Readonly<Record<number, string>> = {
  1: 'VIS',
  9: 'VAC',
  22: 'INV',
  100: 'DVR-CHIM',
  101: 'DVR-INC',
  102: 'DVR-MIC',
  103: 'DVR-MMC',
  104: 'DVR-RUM',
  105: 'DVR-SEDE',
  106: 'DVR-STRESS',
  107: 'DVR-VDT',
  108: 'DVR-VIB',
};

/** Numeric ids below this are form numbers (FORM_NUMBERS); from it on, the published ids (formIdFor). */
export const FORM_NUMBER_LIMIT = 1000;

/** The form code a small number names, or null (an unknown small number names nothing). */
export function formCodeOfNumber(id: number): string | null {
  return FORM_NUMBERS[id] ?? null;
}
