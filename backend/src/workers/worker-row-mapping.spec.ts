import { ageOn, nextDue, PERIOD_NONE, PERIOD_ONCE, PERIOD_VDT } from '@tutela/contracts';
import { toHazardRows, toProtocolRows } from './worker-row-mapping';

describe('worker row mapping', () => {
  it('computes the age in whole years', () => {
    const today = new Date('2026-11-24T00:00:00Z');
    expect(ageOn('1985-12-10', today)).toBe(40);
    expect(ageOn('1985-11-24', today)).toBe(41);
    expect(ageOn(null, today)).toBeNull();
  });

  it('dates the next examination from the last one and the period', () => {
    expect(nextDue(null, 12, 40)).toBeNull();
    expect(nextDue('2025-01-31', 1, 40)).toBe('2025-02-28');
    expect(nextDue('2025-03-15', 12, 40)).toBe('2026-03-15');
    expect(nextDue('2025-03-15', PERIOD_VDT, 40)).toBe('2030-03-15');
    expect(nextDue('2025-03-15', PERIOD_VDT, 52)).toBe('2027-03-15');
    expect(nextDue('2025-03-15', PERIOD_ONCE, 40)).toBeNull();
    expect(nextDue('2025-03-15', PERIOD_NONE, 40)).toBeNull();
  });

  it('names protocol rows from the examination types and hazards from the catalogue', () => {
    const [row] = toProtocolRows([{ examinationTypeId: 10, period: 12 }], 40);
    expect(row).toMatchObject({ examination_type_id: 10, period: 12, last: null, next: null });
    expect(row.extype).not.toBe('');
    const [unknown] = toHazardRows([{ hazardId: 'nope', evaluationDate: null, expositionDays: 3, frequency: 2, formData: null }]);
    expect(unknown).toMatchObject({ id: 'nope', code: 'nope', pivot: { exposition_days: 3, exposition_frequency: 2 } });
  });
});
