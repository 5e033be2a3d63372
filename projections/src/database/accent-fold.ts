/**
 * Accent folding shared by the read models' search indexes and the lists' quick search ('oscar' finds
 * 'Òscar'). Both sides are folded with one table: the column in SQL with the built-in translate(), the typed
 * text in TypeScript. unaccent would need an extension that each test schema, the embedded store and a
 * deployment's database would all have to install (and reach on their search_path); translate() is in every
 * PostgreSQL and PGlite as it is, and is IMMUTABLE, so an index can be built on it. It lives here, next to the
 * schemas, because an index is used only when its expression is the query's expression character for character.
 */
const ACCENTED: string[] = [];
const PLAIN: string[] = [];
// Latin-1 Supplement and Latin Extended-A: every letter whose decomposition is one ASCII letter plus marks.
for (let code = 0xc0; code <= 0x17f; code++) {
  const letter = String.fromCharCode(code);
  const base = letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (base !== letter && /^[A-Za-z]$/.test(base)) {
    ACCENTED.push(letter);
    PLAIN.push(base);
  }
}
const FOLD = new Map(ACCENTED.map((letter, index) => [letter, PLAIN[index]]));
const FOLD_FROM = ACCENTED.join('');
const FOLD_TO = PLAIN.join('');
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const PLAIN_ASCII = /^[\x00-\x7f]*$/;

/** The text with the accents of the table removed, exactly as accentFoldSql removes them in SQL. */
export function foldAccents(text: string): string {
  // Most names are plain ASCII: already NFC, nothing to fold (a rebuild folds a million of them).
  if (PLAIN_ASCII.test(text)) return text;
  return Array.from(text.normalize('NFC'), (ch) => FOLD.get(ch) ?? ch).join('');
}

/** A SQL expression (a trusted column expression, never user input) with the same accents removed. */
export function accentFoldSql(expression: string): string {
  return `translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}')`;
}
