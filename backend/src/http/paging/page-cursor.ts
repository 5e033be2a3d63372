import { HTTP_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';

/** Where a keyset page starts: after (or before) the row with these sort values, in this sort. */
export interface PageCursor {
  seek: 'after' | 'before';
  values: readonly [unknown, unknown];
}

/** The longest cursor accepted: a sort value (a name, a date) and a key, with room to spare. */
export const MAX_CURSOR_LENGTH = 1_000;

/**
 * A row's place in a sorted list, as the client carries it: the sort it belongs to and the row's sort value and
 * key, in base64url JSON. Opaque to the client, and never trusted beyond that: decoding checks the shape and
 * that it belongs to the sort asked for, and its values reach SQL only as parameters.
 */
export function encodeCursor(sort: string, order: 'asc' | 'desc', values: readonly [unknown, unknown]): string {
  return Buffer.from(JSON.stringify([sort, order, values[0] ?? null, values[1]]), 'utf8').toString('base64url');
}

/** The cursor of a request (`after` wins over `before`), or null when it sends none. */
export function decodeCursor(request: { after?: string; before?: string; sort: string; order: 'asc' | 'desc' }): PageCursor | null {
  const seek = request.after ? 'after' : request.before ? 'before' : null;
  if (!seek) return null;
  const text = (seek === 'after' ? request.after : request.before) as string;
  const invalid = () => DomainError.validation(seek, HTTP_MESSAGES.pageCursorInvalid);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) throw invalid();
  const [sort, order, value, key] = decoded as unknown[];
  // A cursor of another sort would compare its value with the wrong expression: a wrong page, not an error.
  if (sort !== request.sort || order !== request.order) throw invalid();
  if (value !== null && typeof value !== 'string' && typeof value !== 'number') throw invalid();
  if (typeof key !== 'string' || key === '') throw invalid();
  return { seek, values: [value, key] };
}
