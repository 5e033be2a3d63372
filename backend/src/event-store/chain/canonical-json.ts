/**
 * The one serialization the event hashes are taken over, so a hash computed at append time can be recomputed
 * years later from the stored JSON whatever the driver or the database's key order: object keys sorted by UTF-16
 * code units, no whitespace, numbers in ECMAScript's shortest round-trip form (what JSON.stringify writes) and
 * strings escaped as JSON.stringify escapes them. This is the scheme of RFC 8785 (JCS), which an inspector can
 * reimplement in any language. jsonb keeps neither key order nor number spelling, hence no hashing in SQL.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      // JSON has no NaN or Infinity; JSON.stringify (and so the store) writes them as null.
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'object': {
      // Dates and the like are stored as JSON.stringify writes them: through their toJSON.
      const json = (value as { toJSON?: unknown }).toJSON;
      if (typeof json === 'function') return canonicalJson(json.call(value));
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
    }
    default:
      // bigint, symbol, function: never stored as JSON, so never hashed.
      throw new TypeError(`Valore non serializzabile nell'impronta dell'evento: ${typeof value}`);
  }
}
