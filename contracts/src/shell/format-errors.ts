/** Characters the server's validation messages may carry from array/object dumps (spec part 1 §8). */
const BRACKETS_AND_BRACES = /[[\]{}]/g;
export const ERRORS_SEPARATOR = ' , ';

/**
 * The text of an error snackbar from a validation errors map: each field's messages joined with " , "
 * after stripping brackets and braces. Fields follow one another with the same separator, so the whole
 * map fits one snackbar line; empty messages are dropped.
 */
export function formatErrorsMap(errors: Record<string, string[] | string>): string {
  const parts: string[] = [];
  for (const value of Object.values(errors ?? {})) {
    const messages = Array.isArray(value) ? value : [value];
    const cleaned = messages
      .map((m) =>
        String(m ?? '')
          .replace(BRACKETS_AND_BRACES, '')
          .trim(),
      )
      .filter((m) => m.length > 0);
    if (cleaned.length > 0) parts.push(cleaned.join(ERRORS_SEPARATOR));
  }
  return parts.join(ERRORS_SEPARATOR);
}
