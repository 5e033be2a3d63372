/**
 * Texts that are valid Unicode but break code that counts UTF-16 units: astral characters (two units each),
 * combining marks, ZWJ sequences, flags, right-to-left and direction overrides, zero-width characters. Each is
 * repeated up to the lengths where the product cuts or refuses text (summaries at 60 and 80, names at 100,
 * texts at 255…), one below and one above, and with one ASCII letter before it so that a cut at an even unit
 * count falls in the middle of a surrogate pair as well as between two.
 */
const UNITS = ['😀', 'e\u0301', '👨‍👩‍👧‍👦', '🇮🇹', '\u202e', '\u200b\u200d\ufeff', 'שָׁלוֹם', '𝔘'];
const LENGTHS = [1, 29, 30, 31, 59, 60, 61, 79, 80, 81, 99, 100, 101, 254, 255, 256];

function repeatTo(unit: string, units: number, prefix: string): string {
  return prefix + unit.repeat(Math.ceil(units / unit.length)).slice(0, Math.max(0, units - prefix.length));
}

/** Every unit at every boundary length in UTF-16 units, with and without a one-letter prefix; never a lone surrogate. */
export const UNICODE_EDGE_TEXTS: readonly string[] = UNITS.flatMap((unit) =>
  LENGTHS.flatMap((length) => ['', 'a'].map((prefix) => repeatTo(unit, length, prefix))),
).map((text) => text.replace(/[\ud800-\udbff]$/, ''));

/** A few of them for the sweep of every field: an emoji cut at 61 and 81 units, combining marks past 255, an override. */
export const EDGE_SAMPLE: readonly string[] = [
  `a${'😀'.repeat(30)}`,
  `${'😀'.repeat(40)}a`,
  'e\u0301'.repeat(128),
  `\u202e${'x'.repeat(99)}\u200b`,
];
