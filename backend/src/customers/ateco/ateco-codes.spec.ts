import { atecoDescription, searchAteco } from './ateco-codes';

describe('ATECO codes', () => {
  it('describes a stored code by itself or its closest ancestor', () => {
    expect(atecoDescription('25')).toBe('Fabbricazione di prodotti in metallo, esclusi macchinari e attrezzature');
    expect(atecoDescription('25.53')).toBe('Lavori di meccanica generale dei metalli');
    // ISTAT's 5th and 6th digits refine a class: described by the class.
    expect(atecoDescription('25.53.00')).toBe('Lavori di meccanica generale dei metalli');
    expect(atecoDescription('86.10.1')).toBe('Attività ospedaliere');
    expect(atecoDescription('00.00')).toBeNull();
  });

  it('finds codes by their start and descriptions by every typed word, accents ignored', () => {
    expect(searchAteco('25.5', 10).map((row) => row.code)).toEqual(['25.5', '25.51', '25.52', '25.53']);
    expect(searchAteco('meccanica generale', 5).map((row) => row.code)).toEqual(['25.5', '25.53']);
    expect(searchAteco('attivita ospedaliere', 5).map((row) => row.code)).toContain('86.10');
    expect(searchAteco('a', 5)).toEqual([]);
  });

  it('keeps every division under its own section', () => {
    expect(searchAteco('62', 1)[0]).toEqual({
      code: '62',
      description: 'Attività di programmazione, consulenza informatica e attività connesse',
    });
  });
});
