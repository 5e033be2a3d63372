import { formatErrorsMap } from './format-errors';
import { isLoadingExcludedPath, VISIT_PERIODS, CONTRACT_TYPES, REPORTS, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './constants';

describe('formatErrorsMap', () => {
  it("joins a field's messages with ' , '", () => {
    expect(formatErrorsMap({ email: ['Email non valida', 'Campo obbligatorio'] })).toBe('Email non valida , Campo obbligatorio');
  });
  it('strips brackets and braces', () => {
    expect(formatErrorsMap({ a: ['[Campo obbligatorio]'], b: '{"x": "y"}' })).toBe('Campo obbligatorio , "x": "y"');
  });
  it('accepts a single string per field and drops empty messages', () => {
    expect(formatErrorsMap({ a: 'Uno', b: ['', '[]'], c: ['Due'] })).toBe('Uno , Due');
  });
  it('gives an empty text for an empty map', () => {
    expect(formatErrorsMap({})).toBe('');
  });
});

describe('shell constants', () => {
  it('excludes background calls from the loading indicator by path', () => {
    expect(isLoadingExcludedPath('/api/md/workers?name=ross&include_resigned=true')).toBe(true);
    expect(isLoadingExcludedPath('https://host.example/api/getuserdata')).toBe(true);
    expect(isLoadingExcludedPath('api/fr/getuserdata')).toBe(true);
    expect(isLoadingExcludedPath('/api/md/workers/12')).toBe(false);
    expect(isLoadingExcludedPath('/api/sr/getuserdata')).toBe(false);
  });
  it('keeps the spec lists', () => {
    expect(VISIT_PERIODS.map((p) => p.months)).toEqual([1, 2, 3, 6, 12, 24, 36, 48, 60, 120]);
    expect(VISIT_PERIODS.find((p) => p.months === 48)?.label).toBe('QUADRIENNALE');
    expect(CONTRACT_TYPES).toHaveLength(13);
    expect(new Set(CONTRACT_TYPES.map((c) => c.code)).size).toBe(13);
    expect(REPORTS.map((r) => r.label)).toEqual([
      'Rep. Corsi',
      'Rep. Corsi (partecipanti)',
      'Rep. Amministrazione',
      'Rep. Aziende',
      'Rep. geden',
    ]);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });
});
