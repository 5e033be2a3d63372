import { birthYearOf, looksLikeHealthCard, parseHealthCardStripe } from './health-card';

const TODAY = new Date('2026-11-24T00:00:00Z');

describe('health card stripe', () => {
  it('reads tax code, names, sex, birth date and place code from %…_', () => {
    expect(parseHealthCardStripe('%RSSMRA85T10A562SROSSI  MARIO  _', TODAY)).toEqual({
      fiscal_code: 'RSSMRA85T10A562S',
      last_name: 'Rossi',
      first_name: 'Mario',
      sex: 'M',
      birth_date: '1985-12-10',
      birth_place_code: 'A562',
    });
  });

  it("accepts '^' separators, an end sentinel, compound and apostrophe names, and women's day + 40", () => {
    expect(parseHealthCardStripe("%DMLNNA90L45Z110R D'AMELIO^ANNA MARIA^?_", TODAY)).toBeNull(); // wrong check character
    const card = parseHealthCardStripe("%DBSCLR90L45Z110ID'AMELIO DE LUCA^ANNA MARIA^12345?_", TODAY);
    expect(card).toMatchObject({
      last_name: "D'Amelio De Luca",
      first_name: 'Anna Maria',
      sex: 'F',
      birth_date: '1990-07-05',
      birth_place_code: 'Z110',
    });
  });

  it('ignores text that is not a whole stripe', () => {
    expect(looksLikeHealthCard('RSSMRA85T10A562S')).toBe(false);
    expect(looksLikeHealthCard('%RSSMRA85T10A562SROSSI  MARIO')).toBe(false);
    expect(parseHealthCardStripe('%RSSMRA85T10A562SROSSI_', TODAY)).toBeNull();
    expect(parseHealthCardStripe('%XXXXXXXXXXXXXXXXROSSI  MARIO  _', TODAY)).toBeNull();
  });

  it('puts a two-digit year in the most recent century a worker can be born in', () => {
    expect(birthYearOf(5, TODAY)).toBe(2005);
    expect(birthYearOf(20, TODAY)).toBe(1920);
  });
});
