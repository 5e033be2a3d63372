import fc from 'fast-check';
import { dtoFields, percentEncode, type ApiRoute } from './route-table';
import { UNICODE_EDGE_TEXTS } from './unicode-edge-texts';

/**
 * What the fuzz test (fuzz.api.int.spec.ts) sends and how it judges an answer: the wrong values of the sweep, the
 * fast-check arbitraries of path, query and body, and the contract every answer must keep.
 */

/** Texts that broke something once or classically break things. */
const NASTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u0007\u0008\u001b[31m',
  '\u007f',
  '\r\n',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  '%',
  '\\',
  '_%_',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  '1e18',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'x'.repeat(3000),
  '',
  ' ',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'ĀÉ漢字🙂',
  '\u202e\ufeff\u200b',
];

/** Every one of these, alone in a body or query, for every field a DTO knows (the "wrong type" sweep). */
export const WRONG_VALUES: unknown[] = [null, '', 'a\u0000b', 'x\ud800', 0, 1.5, 1e308, true, [], [[1]], {}, 'x'.repeat(5000), '1e18'];

/** Raw %-sequences put into a URL without encoding: malformed on purpose. */
const RAW_URL_PIECES = ['%', '%0', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%00', '%2e%2e', '..', '%FF'];

/** Characters no text may hold (input-rules.ts), slipped into ordinary text. */
const FORBIDDEN_CHARACTERS = ['\u0000', '\ud800', '\udc00', '\u001b', '\u0001'];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_EDGE_TEXTS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...FORBIDDEN_CHARACTERS), fc.string({ maxLength: 8 }))
      .map(([before, bad, after]) => before + bad + after),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(0, -1, 1e18, -1e308, 1e308, 2 ** 53, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** A JSON value for a body field: scalars, then small arrays and objects of them, then pathological nesting. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'level', 'name', 'x', '0'), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown) },
);

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

export interface FuzzRequest {
  url: string;
  /** Raw body text and its content type, or null for none. */
  body: { type: string; text: string } | null;
  label: string;
}

/** A body as raw JSON text, so `"__proto__"` survives as a key (an object literal would set the prototype). */
function jsonObjectText(fields: Array<[string, unknown]>): string {
  return `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest['body']> {
  const known = route.body ? dtoFields(route.body) : [];
  const fieldName = known.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: text }) : text;
  const fields = fc.array(fc.tuple(fieldName, jsonValue), { maxLength: Math.max(3, known.length) });
  const json = (t: string) => ({ type: 'application/json', text: t });
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((f) => json(jsonObjectText(f))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...POLLUTING_KEYS), jsonValue, fc.nat(3))
        .map(([f, key, value, at]) => json(jsonObjectText([...f.slice(0, at), [key, value], ...f.slice(at)]))),
    },
    { weight: 1, arbitrary: fc.array(jsonValue, { maxLength: 3 }).map((items) => json(JSON.stringify(items))) },
    { weight: 1, arbitrary: scalar.map((value) => json(JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{,}', '\u0000', '{"a":1}{}', "{'a':1}", '[', '').map(json) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fieldName, fc.constantFrom('__proto__[x]', 'a[constructor][prototype]', 'a[b][c]')), text), {
          maxLength: 4,
        })
        .map((pairs) => ({
          type: 'application/x-www-form-urlencoded',
          text: pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'),
        })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function queryArbitrary(route: ApiRoute): fc.Arbitrary<string> {
  const known = route.query ? dtoFields(route.query) : [];
  const name = known.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: text }) : text;
  const value = fc.oneof(
    { weight: 4, arbitrary: text.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    { weight: 1, arbitrary: fc.constantFrom('1e18', '100001', '0', '-5', '1.5', '99999999999999999999', '7', '100') },
  );
  return fc
    .array(fc.tuple(fc.oneof(name.map(percentEncode), fc.constantFrom(...POLLUTING_KEYS, 'page[]', 'search[a]')), value), {
      maxLength: 4,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/** Ids of records that exist, by the path segment naming their collection ('users', 'entities', …). */
export type RealIds = Readonly<Record<string, string>>;

/** The existing record for a path parameter (the segment before it names the collection), else a fresh UUID. */
export function realIdFor(route: ApiRoute, param: string, realIds: RealIds): string | null {
  const segments = route.path.split('/');
  const collection = segments[segments.indexOf(`:${param}`) - 1];
  return Object.prototype.hasOwnProperty.call(realIds, collection) ? realIds[collection] : null;
}

function pathArbitrary(route: ApiRoute, realIds: RealIds): fc.Arbitrary<string> {
  const segment = (param: string) => {
    const real = realIdFor(route, param, realIds);
    return fc.oneof(
      { weight: 4, arbitrary: real ? fc.constant(real) : fc.uuid() },
      { weight: 4, arbitrary: text.filter((t) => t !== '').map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    );
  };
  return fc.tuple(...route.pathParams.map(segment)).map((values) => route.path.replace(/:(\w+)/g, () => values.shift() ?? 'x'));
}

export function requestArbitrary(route: ApiRoute, realIds: RealIds): fc.Arbitrary<FuzzRequest> {
  const sendsBody = route.method !== 'GET';
  return fc
    .tuple(pathArbitrary(route, realIds), queryArbitrary(route), sendsBody ? bodyArbitrary(route) : fc.constant(null))
    .map(([path, query, body]) => ({ url: path + query, body, label: `${route.method} ${route.path}` }));
}

function isMessageMap(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0))
  );
}

/** The reason an answer breaks the contract, or null. */
export function answerProblem(status: number, body: unknown, contentType: string | undefined): string | null {
  if (status >= 500) return `risposta ${status}`;
  if (status < 400) return null;
  if (!contentType?.includes('application/json')) return `${status} senza JSON (${contentType})`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `${status} con corpo non oggetto`;
  const { message, errors, ...rest } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message.length === 0) return `${status} senza message`;
  if (Object.keys(rest).length > 0) return `${status} con campi in più: ${Object.keys(rest).join(', ')}`;
  if (status === 422 && !isMessageMap(errors)) return '422 senza mappa errors';
  if (status !== 422 && errors !== undefined && !isMessageMap(errors)) return `${status} con errors malformato`;
  if (/\n\s+at |\.ts:\d+|node_modules|Cannot (GET|POST)|Validation failed/.test(JSON.stringify(body)))
    return `${status} con dettagli interni`;
  return null;
}
