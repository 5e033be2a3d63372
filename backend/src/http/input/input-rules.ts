import { HTTP_MESSAGES } from '../http-messages';

/**
 * The rules every request input obeys before any endpoint sees it (path, query string, body), so a new
 * endpoint inherits them without a decorator:
 * - text: no NUL (PostgreSQL text and jsonb refuse it), no other C0 control character but tab, line feed and
 *   carriage return, no half of a UTF-16 surrogate pair (jsonb refuses it, encodeURI throws on it);
 * - keys: never __proto__, constructor or prototype (prototype pollution, and the validation pipe would
 *   otherwise drop them without a word);
 * - shape: at most MAX_INPUT_DEPTH levels of objects and arrays (the recursive validators would overflow).
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_INPUT_DEPTH = 16;

const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character no text field may store. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_TEXT.test(text);
}

/** Field path → Italian messages; a null-prototype object so a key named like an Object member stays a key. */
export type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, field: string, message: string): void {
  const list = Object.prototype.hasOwnProperty.call(errors, field) ? errors[field] : (errors[field] = []);
  if (!list.includes(message)) list.push(message);
}

const join = (parent: string, key: string): string => (parent ? `${parent}.${key}` : key);

/**
 * Every breach of the rules in a parsed input (JSON body, urlencoded body or query object), keyed by the
 * dotted path of the field ('address.city', 'items.0'); a bad key is reported under its own name when the
 * name is printable, else under its parent ('_' at the top). Walks iteratively: depth is what it limits.
 */
export function inputErrors(input: unknown, root = ''): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) addError(errors, path || '_', HTTP_MESSAGES.forbiddenCharacters);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      addError(errors, path || '_', HTTP_MESSAGES.tooDeep);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (hasForbiddenCharacters(key)) {
        addError(errors, path || '_', HTTP_MESSAGES.forbiddenCharacters);
        continue;
      }
      const field = join(path, key);
      if (FORBIDDEN_KEYS.has(key)) {
        addError(errors, field, HTTP_MESSAGES.fieldNotAllowed);
        continue;
      }
      stack.push({ value: (value as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return errors;
}

/** Decoded path segments, or null when one is not valid %-encoding (or not UTF-8 once decoded). */
export function decodedPathSegments(path: string): string[] | null {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
