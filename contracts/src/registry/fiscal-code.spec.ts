import { placeByCode, resolveBirthPlace, searchPlaces } from './belfiore-places';
import {
  FISCAL_CODE_MESSAGES,
  checkFiscalCode,
  computeFiscalCode,
  deomocode,
  fiscalCodeCheckChar,
  firstNameCode,
  isValidFiscalCode,
  lastNameCode,
  omocodeLevel,
} from './fiscal-code';

/** Replaces the digit at `position` with its omocodia letter and fixes the check character. */
function omocode(code: string, position: number): string {
  const chars = code.split('');
  chars[position] = 'LMNPQRSTUV'[Number(chars[position])];
  const first15 = chars.slice(0, 15).join('');
  return first15 + fiscalCodeCheckChar(first15);
}

const MARIO = {
  firstName: 'Mario',
  lastName: 'Rossi',
  sex: 'M' as const,
  birthDate: '1985-12-10',
  birthPlaceCode: 'A562',
};

describe('codice fiscale', () => {
  it('computes the codes the Agenzia delle Entrate gives', () => {
    expect(computeFiscalCode(MARIO)).toBe('RSSMRA85T10A562S');
    // A woman (day + 40) born in Catania in 1907: the library's own documented case.
    expect(
      computeFiscalCode({
        firstName: 'Genny',
        lastName: 'Veronesi',
        sex: 'F',
        birthDate: '1907-04-28',
        birthPlaceCode: 'C351',
      }),
    ).toBe('VRNGNY07D68C351V');
  });

  it('encodes names: consonants first, the second of four consonants skipped, X padding, accents folded', () => {
    expect(lastNameCode('Rossi')).toBe('RSS');
    expect(lastNameCode('Fo')).toBe('FOX');
    expect(lastNameCode("D'Amèlio")).toBe('DML');
    expect(firstNameCode('Gianfranco')).toBe('GFR');
    expect(firstNameCode('Luca')).toBe('LCU');
    expect(firstNameCode('Niccolò')).toBe('NCL');
  });

  it('validates pattern, check character and date; 11 digits with their check digit', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode('rssmra85t10a562s')).toBe(true);
    expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    // 31 February does not exist.
    const feb31 = 'RSSMRA85B31A562';
    expect(isValidFiscalCode(feb31 + fiscalCodeCheckChar(feb31))).toBe(false);
    expect(isValidFiscalCode('01114601006')).toBe(true);
    expect(isValidFiscalCode('01114601007')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
    expect(isValidFiscalCode(null)).toBe(false);
  });

  it('accepts omocodia and decodes it back', () => {
    const omocoded = omocode(omocode('RSSMRA85T10A562S', 14), 13);
    expect(omocoded).toMatch(/^RSSMRA85T10A5SN.$/);
    expect(isValidFiscalCode(omocoded)).toBe(true);
    expect(omocodeLevel(omocoded)).toBe(2);
    expect(deomocode(omocoded)).toBe('RSSMRA85T10A562S');
    expect(checkFiscalCode(omocoded, MARIO)).toEqual({
      ok: true,
      fiscalCode: omocoded,
      warning: null,
    });
  });

  it('refuses an invalid code and one whose date, sex or place belong to someone else', () => {
    expect(checkFiscalCode('RSSMRA85T10A562T', MARIO)).toEqual({
      ok: false,
      message: FISCAL_CODE_MESSAGES.INVALID,
    });
    expect(
      checkFiscalCode('RSSMRA85T10A562S', {
        ...MARIO,
        birthDate: '1985-12-11',
      }),
    ).toEqual({
      ok: false,
      message: FISCAL_CODE_MESSAGES.MISMATCH,
    });
    expect(checkFiscalCode('RSSMRA85T10A562S', { ...MARIO, sex: 'F' })).toMatchObject({ ok: false });
    expect(checkFiscalCode('RSSMRA85T10A562S', { ...MARIO, birthPlaceCode: 'H501' })).toMatchObject({ ok: false });
  });

  it('accepts with a warning a code whose name letters differ (spellings of the time), and 11-digit codes', () => {
    expect(checkFiscalCode('RSSMRA85T10A562S', { ...MARIO, firstName: 'Marco' })).toEqual({
      ok: true,
      fiscalCode: 'RSSMRA85T10A562S',
      warning: FISCAL_CODE_MESSAGES.NAME_MISMATCH,
    });
    expect(checkFiscalCode('01114601006', MARIO)).toMatchObject({
      ok: true,
      warning: null,
    });
  });
});

describe('Belfiore places', () => {
  it('finds a foreign state (Z code) and computes the code of someone born abroad', async () => {
    const [france] = await searchPlaces({ q: 'francia', kind: 'country' });
    expect(france).toMatchObject({
      code: 'Z110',
      name: 'Francia',
      kind: 'country',
      iso3166: 'FR',
    });
    const code = computeFiscalCode({
      firstName: 'Claire',
      lastName: 'Dubois',
      sex: 'F',
      birthDate: '1990-07-05',
      birthPlaceCode: france.code,
    });
    expect(code).toBe('DBSCLR90L45Z110' + fiscalCodeCheckChar('DBSCLR90L45Z110'));
    expect(isValidFiscalCode(code)).toBe(true);
    expect(await resolveBirthPlace({ code: 'Z110', birthDate: '1990-07-05' })).toMatchObject({ ok: true });
  });

  it('refuses a municipality that did not exist on the birth date (Mappano, founded 2017)', async () => {
    expect(await resolveBirthPlace({ code: 'M316', birthDate: '1980-03-01' })).toEqual({
      ok: false,
      message: FISCAL_CODE_MESSAGES.BIRTH_PLACE_INVALID,
    });
    expect(await resolveBirthPlace({ code: 'M316', birthDate: '2018-03-01' })).toMatchObject({ ok: true, place: { name: 'Mappano' } });
    expect(
      (
        await searchPlaces({
          q: 'mappano',
          kind: 'municipality',
          date: '1980-03-01',
        })
      ).map((p) => p.code),
    ).not.toContain('M316');
  });

  it('accepts a ceased municipality that existed at birth (Acquarica del Capo, merged in 2019)', async () => {
    const result = await resolveBirthPlace({
      name: 'Acquarica del Capo',
      birthDate: '1975-02-14',
    });
    expect(result).toMatchObject({
      ok: true,
      place: { code: 'A042', province: 'LE', ceased: true },
    });
    expect(await resolveBirthPlace({ code: 'A042', birthDate: '2021-01-01' })).toMatchObject({ ok: false });
  });

  it('ranks the exact name first and marks ceased places', async () => {
    const [rome] = await searchPlaces({
      q: 'Roma',
      kind: 'municipality',
      date: '1985-12-10',
    });
    expect(rome).toMatchObject({
      code: 'H501',
      province: 'RM',
      ceased: false,
      valid_to: null,
    });
    expect(await placeByCode('a562')).toMatchObject({
      name: expect.stringMatching(/San Giuliano Terme/i),
    });
    expect(await searchPlaces({ q: '  ', kind: 'municipality' })).toEqual([]);
  });
});
