import { chosenNextPeriod, nextVisitDate, performedTypeIds, suggestedExaminations } from './visit-schedule';

describe('visit schedule', () => {
  const protocol = [
    { examinationTypeId: 10, period: 12 },
    { examinationTypeId: 15, period: 24 },
    { examinationTypeId: 14, period: 60 },
    { examinationTypeId: 20, period: -2 },
  ];

  it('takes the form period first, else the protocol PV period; -1 never comes back, VDT is 5 years then 2 from 50', () => {
    expect(nextVisitDate('2026-01-31', null, protocol, 40)).toBe('2027-01-31');
    expect(nextVisitDate('2026-01-31', 1, protocol, 40)).toBe('2026-02-28');
    expect(nextVisitDate('2026-01-31', -1, protocol, 40)).toBeNull();
    expect(nextVisitDate('2026-01-31', -2, protocol, 40)).toBe('2031-01-31');
    expect(nextVisitDate('2026-01-31', -2, protocol, 50)).toBe('2028-01-31');
    expect(nextVisitDate('2026-01-31', null, [], 40)).toBeNull();
  });

  it('reads the form keys', () => {
    expect(performedTypeIds(10, { accertamenti_eseguiti: ['15', 14, 999] })).toEqual([10, 15, 14]);
    expect(performedTypeIds(10, { accertamenti_eseguiti: { '15': true, '16': false } })).toEqual([10, 15]);
    expect(chosenNextPeriod({ periodo_prossima_visita: '6' })).toBe(6);
    expect(chosenNextPeriod({})).toBeNull();
  });

  it('suggests protocol examinations due within 3 months of the next visit', () => {
    const suggestions = suggestedExaminations(protocol, { '15': '2025-03-01', '14': '2024-01-01' }, '2027-01-31', '2026-01-31', 40);
    expect(suggestions.map((s) => [s.examination_type_id, s.next])).toEqual([[15, '2027-03-01']]);
  });
});
