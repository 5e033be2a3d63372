/**
 * Shortening user text without breaking it. `String.prototype.slice` counts UTF-16 code units: cut after the
 * first half of an emoji (a surrogate pair) it leaves a lone surrogate, which JSON carries as `\ud83d` and
 * PostgreSQL's json and jsonb refuse ("invalid input syntax for type json"): one user's name stopped the activity
 * log that way. These helpers cut only between user-perceived characters (grapheme clusters: an emoji with its
 * skin tone or its ZWJ sequence, a letter with its combining accents, a flag), so what is kept is always
 * well-formed text that reads as the start of the original.
 *
 * Lengths still count UTF-16 code units, like `String.length` and the limits and validators that use it: the
 * result never exceeds them. A single cluster longer than the whole budget (a letter under hundreds of
 * combining marks) is cut between code points instead, never inside one.
 */

export const ELLIPSIS = '…';

type GraphemeSegmenter = { segment(text: string): Iterable<{ index: number; segment: string }> };

/** Node 20 and every current browser have it; without it the cut falls between code points. */
const segmenter: GraphemeSegmenter | null =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('it', { granularity: 'grapheme' }) : null;

/** Zero-width and direction marks (format characters): an invisible one at the very end of a cut is dropped. */
const TRAILING_FORMAT_CHARACTERS = /\p{Cf}+$/u;

/**
 * The longest start of `text` of at most `maxLength` UTF-16 code units that ends between two user-perceived
 * characters, without invisible format characters left dangling at its end. `text` itself when it fits.
 */
export function textStart(text: string, maxLength: number): string {
  const budget = Math.max(0, Math.floor(maxLength));
  if (text.length <= budget) return text;
  let end = segmenter ? graphemeEnd(text, budget) : 0;
  if (end === 0) end = codePointEnd(text, budget);
  return text.slice(0, end).replace(TRAILING_FORMAT_CHARACTERS, '');
}

/**
 * `text` when it has at most `maxLength` code units, else its start cut by `textStart` followed by `ellipsis`,
 * the whole within `maxLength` (as `text.slice(0, maxLength - 1) + '…'` was, without splitting characters).
 */
export function truncateText(text: string, maxLength: number, ellipsis: string = ELLIPSIS): string {
  if (text.length <= maxLength) return text;
  // No room for the ellipsis: the start alone.
  if (maxLength <= ellipsis.length) return textStart(text, maxLength);
  return textStart(text, maxLength - ellipsis.length) + ellipsis;
}

/** End of the last whole grapheme cluster within `budget` code units (0 when even the first is longer). */
function graphemeEnd(text: string, budget: number): number {
  let end = 0;
  // The iterator is lazy: only the clusters up to the cut are found, whatever the text's length.
  for (const { index, segment } of segmenter!.segment(text)) {
    const next = index + segment.length;
    if (next > budget) break;
    end = next;
  }
  return end;
}

/** End of the last whole code point within `budget` code units: never after the first half of a pair. */
function codePointEnd(text: string, budget: number): number {
  const code = text.charCodeAt(budget - 1);
  const highSurrogate = code >= 0xd800 && code <= 0xdbff;
  return budget > 0 && highSurrogate ? budget - 1 : budget;
}
