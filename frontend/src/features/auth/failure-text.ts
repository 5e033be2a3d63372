import { formatErrorsMap } from '@tutela/contracts';
import { ApiError } from '../../lib/api-error';

/** Inline text of a failed authentication call: the field messages, else the server's message. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.errors) {
      const text = formatErrorsMap(error.errors);
      if (text) return text;
    }
    if (error.message) return error.message;
  }
  return fallback;
}
