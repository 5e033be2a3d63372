import { dvrDocumentDate, dvrFormDate } from './dvr-form-data';
import { dvrRisk, dvrRiskLevel, DVR_RISK_LEVELS } from './dvr-risk';

describe('DVR form data helpers', () => {
  it('reads the document date of the SEDE card section first, then the top of a specific form', () => {
    expect(dvrDocumentDate({ card: { document_date: '2026-03-31' } })).toBe('2026-03-31');
    expect(dvrDocumentDate({ document_date: '2026-02-28' })).toBe('2026-02-28');
    expect(dvrDocumentDate({ card: { document_date: '2026-04-01' }, document_date: '2026-01-01' })).toBe('2026-04-01');
    expect(dvrDocumentDate({ card: { document_date: 'mai' }, document_date: '2026-01-01' })).toBe('2026-01-01');
  });

  it('reads the dates the forms type (gg/mm/aaaa) and ISO dates or timestamps, as YYYY-MM-DD', () => {
    expect(dvrDocumentDate({ card: { document_date: '31/03/2026' } })).toBe('2026-03-31');
    expect(dvrFormDate(' 01/12/2025 ')).toBe('2025-12-01');
    expect(dvrFormDate('2026-11-20T00:00:00+01:00')).toBe('2026-11-20');
  });

  it('refuses what is not a real date', () => {
    for (const value of ['2026-02-30', '2026-13-01', '31/02/2026', '1/3/2026', '2026-3-1', '', null, 20260331]) {
      expect(dvrDocumentDate({ card: { document_date: value } })).toBeNull();
      expect(dvrDocumentDate({ document_date: value })).toBeNull();
    }
    expect(dvrDocumentDate({ card: ['2026-03-31'] })).toBeNull();
    expect(dvrDocumentDate({})).toBeNull();
  });

  it('computes R = P×D only for P and D in 1–4, and its level', () => {
    expect(dvrRisk(3, 4)).toBe(12);
    expect(dvrRisk('2', '2')).toBe(4);
    for (const [p, d] of [
      [0, 2],
      [5, 1],
      [2.5, 2],
      [null, 2],
      ['', 3],
      [undefined, 1],
    ])
      expect(dvrRisk(p, d)).toBeNull();
    expect([1, 2, 3, 4, 6, 8, 9, 16].map(dvrRiskLevel)).toEqual([
      'basso',
      'basso',
      'medio',
      'medio',
      'alto',
      'alto',
      'molto_alto',
      'molto_alto',
    ]);
    expect(dvrRiskLevel(null)).toBeNull();
    expect(DVR_RISK_LEVELS.map((level) => level.min)).toEqual([1, 3, 6, 9]);
  });
});
