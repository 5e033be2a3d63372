/**
 * Spreadsheet formula injection (issue 36, bad input): a text cell whose first character is `=`, `+`, `-` or `@`
 * is read by Excel and LibreOffice as a formula, so a factory named `=HYPERLINK(…)` written into an exported
 * sheet would run when the file is opened. Text that comes from live data is written through this function.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** True when a spreadsheet would read `value` as a formula. */
export function startsLikeFormula(value: string): boolean {
  return value.length > 0 && FORMULA_TRIGGERS.includes(value[0]);
}

/**
 * The text as a spreadsheet must show it, never evaluate it: a leading apostrophe is the convention both Excel
 * and LibreOffice read as "this is text" (OWASP's CSV-injection advice). Other text is returned unchanged.
 */
export function escapeSpreadsheetText(value: string): string {
  return startsLikeFormula(value) ? `'${value}` : value;
}
