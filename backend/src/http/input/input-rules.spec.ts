import { HTTP_MESSAGES } from '../http-messages';
import { decodedPathSegments, hasForbiddenCharacters, inputErrors, MAX_INPUT_DEPTH } from './input-rules';

describe('hasForbiddenCharacters', () => {
  it('refuses NUL, C0 controls but tab/LF/CR, DEL and either half of a surrogate pair alone', () => {
    for (const bad of [
      '\u0000',
      'a\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b[0m',
      '\u007f',
      '\ud800',
      'x\ud83d',
      '\udc00y',
      '\ude00\ud83d',
    ]) {
      expect([JSON.stringify(bad), hasForbiddenCharacters(bad)]).toEqual([JSON.stringify(bad), true]);
    }
  });

  it('accepts ordinary text, whole surrogate pairs and line breaks', () => {
    for (const good of ['', 'Mario Rossi', 'riga 1\r\nriga 2\tfine', 'È così 🙂👍🏽', "' OR 1=1 --", '\u00a0\u200b\u202e', '\ud83d\ude00']) {
      expect([good, hasForbiddenCharacters(good)]).toEqual([good, false]);
    }
  });
});

describe('inputErrors', () => {
  it('finds bad strings at their dotted path, in arrays too', () => {
    const errors = inputErrors({ name: 'ok', address: { city: 'R\u0000' }, tags: ['a', '\ud800'], n: 5, b: null });
    expect({ ...errors }).toEqual({ 'address.city': [HTTP_MESSAGES.forbiddenCharacters], 'tags.1': [HTTP_MESSAGES.forbiddenCharacters] });
  });

  it('reports __proto__, constructor and prototype keys as own keys at any depth (not as Object members)', () => {
    const body = JSON.parse('{"__proto__":{"x":1},"a":{"constructor":{"prototype":{}}},"list":[{"prototype":1}]}') as unknown;
    const errors = inputErrors(body);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'a.constructor', 'list.0.prototype']);
    expect(errors['__proto__']).toEqual([HTTP_MESSAGES.fieldNotAllowed]);
    // The map itself must not have been polluted by the key it reports.
    expect(Object.getPrototypeOf(errors)).toBeNull();
  });

  it('reports a key with a bad character under its parent, without echoing it', () => {
    expect({ ...inputErrors({ a: { 'k\u0000': 1 } }) }).toEqual({ a: [HTTP_MESSAGES.forbiddenCharacters] });
    expect({ ...inputErrors({ '\ud800': 1 }) }).toEqual({ _: [HTTP_MESSAGES.forbiddenCharacters] });
    expect({ ...inputErrors('\u0000') }).toEqual({ _: [HTTP_MESSAGES.forbiddenCharacters] });
  });

  it('stops at MAX_INPUT_DEPTH levels, without recursion (a 1 MB body of brackets does not overflow the stack)', () => {
    const ok = JSON.parse('['.repeat(MAX_INPUT_DEPTH) + ']'.repeat(MAX_INPUT_DEPTH)) as unknown;
    expect({ ...inputErrors(ok) }).toEqual({});
    const huge = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    const errors = inputErrors({ deep: huge });
    expect(Object.values(errors).flat()).toEqual([HTTP_MESSAGES.tooDeep]);
  });

  it('finds nothing in clean input', () => {
    expect({ ...inputErrors({ page: '2', search: 'Rossi', nested: [{ a: 'b' }] }) }).toEqual({});
    expect({ ...inputErrors(undefined) }).toEqual({});
  });
});

describe('decodedPathSegments', () => {
  it('decodes each segment, or answers null for malformed %-encoding and invalid UTF-8', () => {
    expect(decodedPathSegments('/api/md/users/a%20b%00')).toEqual(['', 'api', 'md', 'users', 'a b\u0000']);
    for (const malformed of ['/api/%', '/api/%zz', '/api/%E0%A4%A', '/api/%ED%A0%80', '/api/%C0%80']) {
      expect([malformed, decodedPathSegments(malformed)]).toEqual([malformed, null]);
    }
  });
});
