/**
 * The one serialization the event hashes are taken over, so a hash computed at append time can be recomputed
 * years later from the stored JSON whatever the driver or the database's key order: object keys sorted by UTF-16
 * code units, no whitespace, numbers in ECMAScript's shortest round-trip form (what JSON.stringify writes) and
 * strings escaped as JSON.stringify escapes them. This is the scheme of RFC 8785 (JCS), which an inspector can
 * reimplement in any language. jsonb keeps neither key order nor number spelling, hence no hashing in SQL.
 */
export function canonicalJson(value: unknown): string {
  // On the append path (every event is hashed): string concatenation and the default sort, which compares
  // UTF-16 code units as JCS asks, are several times faster than map/join with a comparator.
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      // JSON has no NaN or Infinity; JSON.stringify (and so the store) writes them as null. String(n) is
      // ECMAScript's shortest round-trip form, the same as JSON.stringify writes (and -0 becomes 0).
      return Number.isFinite(value) ? String(value) : 'null';
    case 'object': {
      // Dates and the like are stored as JSON.stringify writes them: through their toJSON.
      const json = (value as { toJSON?: unknown }).toJSON;
      if (typeof json === 'function') return canonicalJson(json.call(value));
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          // JSON.stringify writes undefined and functions inside arrays as null.
          out += (i === 0 ? '' : ',') + (item === undefined || typeof item === 'function' ? 'null' : canonicalJson(item));
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const item = record[key];
        if (item === undefined || typeof item === 'function') continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      // bigint, symbol, function: never stored as JSON, so never hashed.
      throw new TypeError(`Valore non serializzabile nell'impronta dell'evento: ${typeof value}`);
  }
}
