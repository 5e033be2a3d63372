import { accentFoldSql, foldAccents, likePattern, searchPattern, searchUsesIndex } from './like-pattern';

describe('accent-insensitive quick search', () => {
  it('folds the accented letters of Italian, Spanish, French and German names to their ASCII letter', () => {
    expect(foldAccents('Òscar Niccolò Müller Ñuñez François ÅSE')).toBe('Oscar Niccolo Muller Nunez Francois ASE');
    // A letter typed as letter + combining accent is folded too.
    expect(foldAccents('Nicolo\u0300')).toBe('Nicolo');
    expect(foldAccents('ß ø 100%')).toBe('ß ø 100%');
  });

  it('maps the same letters in SQL, one for one', () => {
    const match = /^translate\(name, '(.+)', '(.+)'\)$/.exec(accentFoldSql('name'));
    expect(match).not.toBeNull();
    const [from, to] = [Array.from(match![1]), Array.from(match![2])];
    expect(from).toHaveLength(to.length);
    expect(from).toEqual(expect.arrayContaining(['Ò', 'ò', 'è', 'É', 'ü', 'ñ', 'ç']));
    from.forEach((letter, index) => expect(foldAccents(letter)).toBe(to[index]));
    expect(match![1]).not.toContain("'");
  });

  it('builds the pattern from the folded, trimmed text with LIKE wildcards taken literally', () => {
    expect(searchPattern('  Òscar ')).toBe('%Oscar%');
    expect(searchPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
    expect(likePattern('a')).toBe('%a%');
  });

  it('sends a search to the trigram index only when it has a run of three letters or digits', () => {
    expect(searchUsesIndex('ros')).toBe(true);
    expect(searchUsesIndex(' Òsc ')).toBe(true);
    expect(searchUsesIndex('.4242@')).toBe(true);
    expect(searchUsesIndex('de')).toBe(false);
    expect(searchUsesIndex('a b c')).toBe(false);
    expect(searchUsesIndex(undefined)).toBe(false);
  });
});
