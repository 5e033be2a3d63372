import { atecoDescription, searchAteco } from './ateco-codes';

describe('ATECO codes', () => {
  it('describes a stored code by itself or its closest ancestor', () => {
    expect(atecoDescription('25')).toBe('Fabbricazione di prodotti in metallo (esclusi macchinari e attrezzature)');
    expect(atecoDescription('25.62.00')).toBe('Fabbricazione di prodotti in metallo (esclusi macchinari e attrezzature)');
    expect(atecoDescription('00.00')).toBeNull();
  });

  it('finds codes by their start and descriptions by every typed word, accents ignored', () => {
    expect(searchAteco('42', 5).map((row) => row.code)).toEqual(['42']);
    expect(searchAteco('sanita assistenza', 5).map((row) => row.code)).toContain('Q');
    expect(searchAteco('a', 5)).toEqual([]);
  });
});
