import type { RecordsetColumn } from './recordset-sql';

/**
 * Rows in the text format of PostgreSQL's COPY (one line per row, columns separated by tabs, `\N` for NULL),
 * for the column types the read models send set-wise: text, boolean, numbers, timestamps as ISO strings,
 * `text[]` and `jsonb`. What json_to_recordset would read from the same row objects, value for value.
 *
 * Yielded `rowsPerChunk` rows at a time, so that the database parses and stores one chunk while the next is
 * encoded: the encoding is a tenth of a rebuild's Node time, and this way it overlaps the server's work.
 */
export function* copyChunks(columns: readonly RecordsetColumn[], rows: readonly object[], rowsPerChunk = 1_000): Generator<string> {
  const names = columns.map(([name]) => name);
  const encoders = columns.map(([, type]) => encoderFor(type));
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    let chunk = '';
    const end = Math.min(rows.length, start + rowsPerChunk);
    for (let index = start; index < end; index++) {
      const row = rows[index] as Record<string, unknown>;
      let line = encoders[0](row[names[0]]);
      for (let column = 1; column < names.length; column++) line += '\t' + encoders[column](row[names[column]]);
      chunk += line + '\n';
    }
    yield chunk;
  }
}

const NULL = '\\N';

function encoderFor(type: string): (value: unknown) => string {
  switch (type) {
    case 'jsonb':
    case 'json':
      return (value) => (value == null ? NULL : escapeCopy(JSON.stringify(value)));
    case 'text[]':
      return (value) => (value == null ? NULL : escapeCopy(arrayLiteral(value as readonly unknown[])));
    case 'boolean':
      return (value) => (value == null ? NULL : value ? 't' : 'f');
    default:
      return (value) => (value == null ? NULL : escapeCopy(String(value)));
  }
}

/** `{"a","b \"c\""}`: every element quoted, so commas, braces, blanks and the word NULL stay text. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => (value == null ? 'NULL' : `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`));
  return `{${elements.join(',')}}`;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPED = /[\\\n\r\t]/g;

/** COPY's own escapes: the backslash, and the characters that would end a column or a line. */
function escapeCopy(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (char) => COPY_ESCAPES[char]) : text;
}
