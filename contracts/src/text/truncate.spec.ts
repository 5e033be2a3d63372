import { ELLIPSIS, textStart, truncateText } from './truncate';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const graphemes = (text: string) => [...new Intl.Segmenter('it', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** Strings that hold every kind of character a plain `slice` breaks, and invisible ones, at every offset. */
const SAMPLES: Record<string, string> = {
  'emoji (coppie di surrogati)': '😀'.repeat(60),
  'emoji dopo una lettera (surrogati a posizioni dispari)': `a${'😀'.repeat(20)}`,
  'lettere con accenti combinanti': 'e\u0301a\u0300o\u0308'.repeat(15),
  'sequenze ZWJ': '👨‍👩‍👧‍👦'.repeat(8),
  'tono della pelle e bandiere': '👍🏽🇮🇹'.repeat(10),
  'override RTL': 'ab\u202ecd\u202cef'.repeat(10),
  'caratteri a larghezza zero': 'a\u200bb\u200cc\u200dd\ufeff'.repeat(10),
  misto: 'Zoë 😀 ש‏ל‎ום 👨‍👩‍👧 \u202e🇮🇹\u200b e\u0301',
  'astrali non emoji': '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𐍈'.repeat(6),
};

describe('truncateText', () => {
  it('adds the ellipsis within the length, like slice(0, max - 1) + "…" on plain text', () => {
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('abcdef', 6)).toBe('abcdef');
    expect(truncateText('abcdef', 1)).toBe('a');
    expect(truncateText('abcdef', 0)).toBe('');
    expect(truncateText('abcdef', 4, '')).toBe('abcd');
  });

  it('never splits the 60 emoji of the name that stopped the activity log', () => {
    const name = '😀'.repeat(60);
    expect(truncateText(name, 80)).toBe(`${'😀'.repeat(39)}${ELLIPSIS}`);
    // The cut slice(0, 79) made: half an emoji, which PostgreSQL's json refuses.
    expect(LONE_SURROGATE.test(name.slice(0, 79))).toBe(true);
    expect(LONE_SURROGATE.test(truncateText(name, 80))).toBe(false);
  });

  it.each(Object.entries(SAMPLES))(
    'cuts %s at every length between whole characters, well-formed and within the length',
    (_label, text) => {
      const clusters = graphemes(text);
      for (let max = 0; max <= text.length + 1; max++) {
        const result = truncateText(text, max);
        expect(result.length).toBeLessThanOrEqual(max);
        expect(LONE_SURROGATE.test(result)).toBe(false);
        if (text.length <= max) {
          expect(result).toBe(text);
          continue;
        }
        const kept = max > ELLIPSIS.length ? result.slice(0, -ELLIPSIS.length) : result;
        if (max > ELLIPSIS.length) expect(result.endsWith(ELLIPSIS)).toBe(true);
        expect(/\p{Cf}$/u.test(kept)).toBe(false);
        if (clusters[0].length > max - ELLIPSIS.length) {
          // Not even the first cluster fits: a start of it, cut between code points.
          expect(text.startsWith(kept)).toBe(true);
          continue;
        }
        // Whole clusters of the original, in order, with no invisible character dangling at the end.
        let whole = '';
        for (const cluster of clusters) {
          if (whole.length + cluster.length > max) break;
          whole += cluster;
          if (whole.replace(/\p{Cf}+$/u, '') === kept) break;
        }
        expect(whole.replace(/\p{Cf}+$/u, '')).toBe(kept);
      }
    },
  );

  it('keeps an emoji with its skin tone, a flag whole, a letter with its accent', () => {
    expect(truncateText('👍🏽👍🏽', 5)).toBe('👍🏽…');
    expect(truncateText('🇮🇹🇮🇹', 6)).toBe('🇮🇹…');
    // Regional indicators pair from the start: a cut never makes 🇹🇮 of the middle two.
    expect(truncateText('x🇮🇹🇮🇹', 7)).toBe('x🇮🇹…');
    expect(truncateText('e\u0301e\u0301', 3)).toBe('e\u0301…');
    expect(truncateText('e\u0301e\u0301', 2)).toBe('e…');
  });

  it('cuts between code points a cluster longer than the whole length (a letter under hundreds of accents)', () => {
    const zalgo = `a${'\u0301'.repeat(300)}b`;
    const result = truncateText(zalgo, 80);
    expect(result).toBe(`a${'\u0301'.repeat(78)}…`);
    expect(truncateText(`😀${'\u0301'.repeat(300)}`, 2)).toBe(ELLIPSIS);
    expect(truncateText(`😀${'\u0301'.repeat(300)}`, 3)).toBe('😀…');
  });
});

describe('textStart', () => {
  it('gives the longest start of whole characters, without an ellipsis', () => {
    expect(textStart('😀😀😀', 5)).toBe('😀😀');
    expect(textStart('abc\u202e', 4)).toBe('abc\u202e');
    expect(textStart('abc\u202edef', 4)).toBe('abc');
    expect(textStart('😀', 1)).toBe('');
  });
});
